package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CaseStatusTest {

    @Test
    void the_lifecycle_is_a_line_from_review_to_closed() {
        assertTrue(CaseStatus.UNDER_REVIEW.canMoveTo(CaseStatus.NOTICE_ISSUED));
        assertTrue(CaseStatus.NOTICE_ISSUED.canMoveTo(CaseStatus.RESPONSE_WAITING));
        assertTrue(CaseStatus.RESPONSE_WAITING.canMoveTo(CaseStatus.DECISION_PENDING));
        assertTrue(CaseStatus.DECISION_PENDING.canMoveTo(CaseStatus.CLOSED));
    }

    @ParameterizedTest
    @EnumSource(CaseStatus.class)
    void no_status_may_skip_a_step_go_back_or_stay(CaseStatus from) {
        for (CaseStatus to : CaseStatus.values()) {
            boolean next = to.ordinal() == from.ordinal() + 1;
            assertEquals(next, from.canMoveTo(to), from + " -> " + to);
        }
    }

    @Test
    void each_status_names_its_only_legal_predecessor() {
        assertTrue(CaseStatus.UNDER_REVIEW.predecessor().isEmpty());
        assertEquals(CaseStatus.DECISION_PENDING, CaseStatus.CLOSED.predecessor().get());
        assertFalse(CaseStatus.CLOSED.isOpen());
    }

    @Test
    void unknown_statuses_are_refused_with_the_allowed_values() {
        InvalidValue e = assertThrows(InvalidValue.class, () -> CaseStatus.parse("targetStatus", "ARCHIVED"));
        assertEquals("targetStatus", e.field());
        assertTrue(e.reason().contains("UNDER_REVIEW, NOTICE_ISSUED"), e.reason());
    }
}

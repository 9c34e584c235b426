package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CaseStatusTest {

    @Test
    void the_lifecycle_is_a_line_from_review_to_closed() {
        assertEquals(Option.some(CaseStatus.NOTICE_ISSUED), CaseStatus.UNDER_REVIEW.successor());
        assertEquals(Option.some(CaseStatus.RESPONSE_WAITING), CaseStatus.NOTICE_ISSUED.successor());
        assertEquals(Option.some(CaseStatus.DECISION_PENDING), CaseStatus.RESPONSE_WAITING.successor());
        assertEquals(Option.some(CaseStatus.CLOSED), CaseStatus.DECISION_PENDING.successor());
        assertEquals(Option.none(), CaseStatus.CLOSED.successor());
    }

    @ParameterizedTest
    @EnumSource(CaseStatus.class)
    void each_status_is_reached_only_from_the_one_before_it(CaseStatus to) {
        for (CaseStatus from : CaseStatus.values()) {
            boolean next = to.ordinal() == from.ordinal() + 1;
            assertEquals(next, to.predecessor().contains(from), from + " -> " + to);
            assertEquals(next, from.successor().contains(to), from + " -> " + to);
        }
    }

    @Test
    void each_status_names_its_only_legal_predecessor() {
        assertTrue(CaseStatus.UNDER_REVIEW.predecessor().isEmpty());
        assertEquals(CaseStatus.DECISION_PENDING, CaseStatus.CLOSED.predecessor().get());
    }

    @Test
    void every_status_but_closed_is_open() {
        assertFalse(CaseStatus.CLOSED.isOpen());
        assertEquals(List.of(CaseStatus.UNDER_REVIEW, CaseStatus.NOTICE_ISSUED, CaseStatus.RESPONSE_WAITING,
                CaseStatus.DECISION_PENDING), CaseStatus.openStatuses());
    }

    @Test
    void unknown_statuses_are_refused_with_the_allowed_values() {
        InvalidValue e = assertThrows(InvalidValue.class, () -> CaseStatus.parse("targetStatus", "ARCHIVED"));
        assertEquals("targetStatus", e.field());
        assertTrue(e.reason().contains("UNDER_REVIEW, NOTICE_ISSUED"), e.reason());
    }
}

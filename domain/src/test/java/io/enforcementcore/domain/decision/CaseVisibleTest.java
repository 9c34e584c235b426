package io.enforcementcore.domain.decision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

class CaseVisibleTest {
    private static final TenantId OWNER = new TenantId("agency-a");
    private static final CaseId CASE = new CaseId("case-1");
    private static final Precondition RESTRICTED_READER =
            new Precondition.CaseVisible(OWNER, CASE, Classification.RESTRICTED);
    private static final Option<Rejection> NOT_FOUND = Option.some(new Rejection.NotFound("case", "case-1"));

    @Test
    void holds_for_a_case_classified_at_or_below_the_clearance() {
        assertEquals(Option.none(), RESTRICTED_READER.failureOn(classified(Classification.PUBLIC)));
        assertEquals(Option.none(), RESTRICTED_READER.failureOn(classified(Classification.RESTRICTED)));
    }

    @Test
    void a_case_above_the_clearance_is_not_found_as_a_missing_one_is() {
        assertEquals(NOT_FOUND, RESTRICTED_READER.failureOn(classified(Classification.CONFIDENTIAL)));
        assertEquals(NOT_FOUND, RESTRICTED_READER.failureOn(Observed.NOTHING));
    }

    @Test
    void a_record_that_does_not_say_its_classification_is_not_found_rather_than_shown() {
        assertEquals(NOT_FOUND, RESTRICTED_READER.failureOn(
                new Observed.Found(OWNER, Option.some(1L), Option.some("UNDER_REVIEW"))));
    }

    @Test
    void another_tenants_case_is_not_found_whatever_its_classification() {
        assertEquals(NOT_FOUND, RESTRICTED_READER.failureOn(new Observed.Found(new TenantId("agency-b"),
                Option.some(1L), Option.some("UNDER_REVIEW"), Option.none(), Option.some(Classification.PUBLIC),
                Option.none())));
    }

    private static Observed classified(Classification classification) {
        return new Observed.Found(OWNER, Option.some(1L), Option.some("UNDER_REVIEW"), Option.none(),
                Option.some(classification), Option.none());
    }
}

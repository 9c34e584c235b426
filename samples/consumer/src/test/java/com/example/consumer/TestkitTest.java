package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.testkit.EnforcementCoreExtension;
import io.enforcementcore.testkit.Given;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** A user's test on the testkit: a fresh facade, a fixed clock and predictable ids for every test. */
@ExtendWith(EnforcementCoreExtension.class)
class TestkitTest {
    @Test
    void a_fixture_case_is_under_review_under_the_first_id(EnforcementCore core, Given given) {
        CaseId opened = given.aCaseUnderReview().caseId();

        assertEquals(new CaseId("id-0001"), opened);
        assertEquals(CaseStatus.UNDER_REVIEW, core.caseView(given.anOfficer(), opened).get().state().status());
    }
}

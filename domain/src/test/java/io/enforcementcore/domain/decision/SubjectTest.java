package io.enforcementcore.domain.decision;

import static io.enforcementcore.domain.decision.FailedPreconditions.CASE;
import static io.enforcementcore.domain.decision.FailedPreconditions.OWNER;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** How the claims a decision relies on are named when they fail, and the changes no decision may build. */
class SubjectTest {

    @Test
    void a_claim_or_a_record_that_is_not_there_is_not_found_under_its_own_kind_and_value() {
        var reference = new Subject.ExternalRefClaim(OWNER, new ExternalRef("ABC-1"));
        var idempotency = new Subject.IdempotencyClaim(OWNER, new IdempotencyKey("key-1"));

        assertEquals(Option.some(new Rejection.NotFound("external reference", "ABC-1")),
                new Precondition.Exists(reference, OWNER).failureOn(Observed.NOTHING));
        assertEquals(Option.some(new Rejection.NotFound("idempotency record", "key-1")),
                new Precondition.Exists(idempotency, OWNER).failureOn(Observed.NOTHING));
        assertEquals(Option.some(new Rejection.NotFound("evidence", "evidence-1")),
                new Precondition.Exists(new Subject.TheEvidence(CASE, new EvidenceId("evidence-1")), OWNER)
                        .failureOn(Observed.NOTHING));
    }

    @Test
    void only_a_move_to_closed_takes_a_case_out_of_the_open_views() {
        Instant at = Instant.parse("2026-07-12T17:00:00Z");

        assertTrue(new Change.SetCaseStatus(OWNER, CASE, CaseStatus.CLOSED, 5, at).closes());
        assertFalse(new Change.SetCaseStatus(OWNER, CASE, CaseStatus.NOTICE_ISSUED, 2, at).closes());
    }

    @Test
    void a_reference_changes_within_one_case_of_one_tenant() {
        var metadata = aCaseUnderReview(OWNER).metadata();
        var anotherCase = aCaseUnderReview(OWNER).metadata();
        var anotherTenants = new CaseMetadata(Ids.aTenant(), metadata.caseId(), metadata.externalRef(),
                metadata.title(), metadata.classification(), metadata.ownerOrgId(), metadata.openedBy(),
                metadata.openedAt(), metadata.updatedAt());

        assertThrows(IllegalArgumentException.class, () -> new Change.MoveExternalRef(metadata, anotherCase, 2));
        assertThrows(IllegalArgumentException.class, () -> new Change.MoveExternalRef(metadata, anotherTenants, 2));
    }
}

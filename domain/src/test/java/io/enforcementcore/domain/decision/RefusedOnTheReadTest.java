package io.enforcementcore.domain.decision;

import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The decisions made on a record read first, where the read alone already refuses the command, or already
 * spares it a condition: what a store would answer is answered without a commit.
 */
class RefusedOnTheReadTest {
    private final TenantId tenant = Ids.aTenant();
    private final NewCase restrictedCase = aCaseUnderReview(tenant);
    private final Act cleared = ChangeSets.anAct(tenant);
    private final Act publicOnly = new Act(tenant, Fixtures.INTAKE_OFFICER, Classification.PUBLIC, cleared.at(),
            Ids.anEventId());
    private final Rejection notFound = new Rejection.NotFound("case", restrictedCase.caseId().value());

    @Test
    void a_reference_change_by_an_actor_not_cleared_for_the_case_is_refused_as_a_missing_case_is() {
        assertEquals(Either.left(notFound), CaseDecisions.changeExternalRef(publicOnly, restrictedCase.metadata(), 1,
                new ExternalRef("REF-2")));
    }

    @Test
    void a_case_cannot_change_its_reference_to_the_one_it_has() {
        ExternalRef current = restrictedCase.metadata().externalRef();

        assertEquals(Either.left(new Rejection.DuplicateExternalRef(current.value())),
                CaseDecisions.changeExternalRef(cleared, restrictedCase.metadata(), 1, current));
    }

    @Test
    void a_rescore_by_an_actor_not_cleared_for_the_case_is_refused_as_a_missing_case_is_even_at_the_right_version() {
        var state = restrictedCase.state();

        assertEquals(Either.left(notFound), CaseDecisions.rescore(publicOnly, state, state.version(), new RiskScore(90)));
    }

    @Test
    void a_task_rescheduled_to_the_due_time_it_has_relies_on_being_open_and_not_on_its_own_place_being_free() {
        Task open = anOpenTask(restrictedCase, Ids.anOfficer(), daysAfterStart(2));

        Decision unmoved = TaskDecisions.reschedule(cleared, open, 1, open.dueAt()).get();

        assertEquals(List.of(new Precondition.TaskOpen(tenant, open.handle(), 1)), unmoved.preconditions());
    }
}

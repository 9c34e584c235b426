package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.resolving;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.fixtures.Races;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Writers racing on one case's counts: each count moves once per command that landed, never twice for
 * one party or one completion, and no step is lost when commands on the same case land together. A case
 * opened before counts were kept reads them as unknown, whatever commands it takes after.
 */
public abstract class CaseCountsContract extends StorageContract {
    private static final int WRITERS = 4;
    private final TenantId tenant = Ids.aTenant();

    @Test
    void a_party_linked_by_racing_writers_is_counted_once() throws Exception {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Party party = aCompany(tenant);

        List<Either<Rejection, Committed>> outcomes = Races.startTogether(WRITERS,
                writer -> () -> commit(linking(aRespondentLink(party, aCase))));

        assertEquals(1, outcomes.stream().filter(Either::isRight).count());
        assertEquals(Option.some(new CaseCounts(0, 0, 1, 0)), countsOf(aCase));
    }

    @Test
    void work_completed_by_racing_writers_is_uncounted_once() throws Exception {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(4));
        given(creating(task));
        given(creating(anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3))));
        given(adding(deadline));

        Races.startTogether(WRITERS, writer -> () -> writer % 2 == 0 ? commit(completing(task))
                : commit(resolving(deadline, writer == 1 ? DeadlineStatus.MET : DeadlineStatus.MISSED)));

        assertEquals(Option.some(new CaseCounts(1, 0, 0, 0)), countsOf(aCase));
    }

    @Test
    void work_added_by_racing_writers_is_all_counted() throws Exception {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));

        List<Either<Rejection, Committed>> outcomes = Races.startTogether(WRITERS, writer -> () -> commit(
                creating(anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(1 + writer)))));

        assertEquals(WRITERS, outcomes.stream().filter(Either::isRight).count());
        assertEquals(Option.some(new CaseCounts(WRITERS, 0, 0, 0)), countsOf(aCase));
    }

    @Test
    void a_case_opened_before_counts_were_kept_keeps_them_unknown() {
        NewCase aCase = aCaseUnderReview(tenant);
        given(ChangeSets.of(CommandId.C01, tenant, Decision.requiring()
                .writing(new Change.InsertCase(aCase.metadata(), aCase.state().withCounts(Option.none())))));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

        given(creating(task));
        given(completing(task));
        given(linking(aRespondentLink(aCompany(tenant), aCase)));

        assertEquals(Option.none(), countsOf(aCase));
        assertEquals(Option.none(), store.cases().operationalView(tenant, aCase.caseId(), 10).get().state().counts());
    }

    private Option<CaseCounts> countsOf(NewCase aCase) {
        return store.cases().state(tenant, aCase.caseId()).get().counts();
    }
}

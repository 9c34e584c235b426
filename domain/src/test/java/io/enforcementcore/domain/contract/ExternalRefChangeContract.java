package io.enforcementcore.domain.contract;

import io.enforcementcore.domain.fixtures.Ids;
import static io.enforcementcore.domain.fixtures.ChangeSets.changingExternalRef;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.fixtures.Races;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * C15 on a store: the old sentinel released and the new one claimed with META, or nothing written;
 * racing changes to one new reference leave one winner and no orphan sentinel.
 */
public abstract class ExternalRefChangeContract extends StorageContract {
    private static final int WRITERS = 4;
    private final TenantId tenant = Ids.aTenant();

    @Test
    void a_changed_reference_finds_the_case_by_the_new_reference_only_and_frees_the_old_one() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        ExternalRef old = aCase.metadata().externalRef();
        ExternalRef renewed = Ids.anExternalRef();

        given(changingExternalRef(aCase.metadata(), 1, renewed));

        assertEquals(Option.some(aCase.caseId()), store.cases().caseIdByExternalRef(tenant, renewed));
        assertEquals(Option.none(), store.cases().caseIdByExternalRef(tenant, old), "the old sentinel is gone");
        assertEquals(renewed, store.cases().metadata(tenant, aCase.caseId()).get().externalRef());
        assertEquals(2, store.cases().state(tenant, aCase.caseId()).get().version());
        NewCase successor = givenOpened(aCaseUnderReview(tenant).withExternalRef(old));
        assertEquals(Option.some(successor.caseId()), store.cases().caseIdByExternalRef(tenant, old),
                "the released reference can be claimed again");
    }

    @Test
    void a_reference_held_by_another_case_is_refused_by_name_and_nothing_is_written() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        NewCase holder = givenOpened(aCaseUnderReview(tenant));
        ExternalRef taken = holder.metadata().externalRef();

        Either<Rejection, Committed> outcome = commit(changingExternalRef(aCase.metadata(), 1, taken));

        assertEquals(Either.left(new Rejection.DuplicateExternalRef(taken.value())), outcome);
        assertUnchanged(aCase);
        assertEquals(Option.some(holder.caseId()), store.cases().caseIdByExternalRef(tenant, taken));
    }

    @Test
    void a_change_from_a_stale_version_is_refused_and_nothing_is_written() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        ExternalRef renewed = Ids.anExternalRef();

        Either<Rejection, Committed> outcome = commit(changingExternalRef(aCase.metadata(), 7, renewed));

        assertTrue(outcome.isLeft() && outcome.getLeft() instanceof Rejection.StaleVersion, outcome::toString);
        assertUnchanged(aCase);
        assertEquals(Option.none(), store.cases().caseIdByExternalRef(tenant, renewed), "no orphan sentinel");
    }

    @Test
    void racing_changes_to_one_new_reference_leave_exactly_one_winner_and_no_orphan_sentinel() throws Exception {
        List<NewCase> rivals = IntStream.range(0, WRITERS).mapToObj(i -> givenOpened(aCaseUnderReview(tenant)))
                .toList();
        ExternalRef contested = Ids.anExternalRef();

        List<Either<Rejection, Committed>> outcomes = race(writer -> () ->
                commit(changingExternalRef(rivals.get(writer).metadata(), 1, contested)));

        List<NewCase> winners = new ArrayList<>();
        for (int i = 0; i < WRITERS; i++) {
            NewCase rival = rivals.get(i);
            if (outcomes.get(i).isRight()) {
                winners.add(rival);
                assertEquals(Option.none(), store.cases().caseIdByExternalRef(tenant, rival.metadata().externalRef()),
                        "the winner's old sentinel is released");
            } else {
                assertEquals(new Rejection.DuplicateExternalRef(contested.value()), outcomes.get(i).getLeft());
                assertUnchanged(rival);
            }
        }
        assertEquals(1, winners.size(), "winners: " + winners.size());
        assertEquals(Option.some(winners.get(0).caseId()), store.cases().caseIdByExternalRef(tenant, contested));
        assertEquals(contested, store.cases().metadata(tenant, winners.get(0).caseId()).get().externalRef());
    }

    private void assertUnchanged(NewCase aCase) {
        CaseMetadata metadata = store.cases().metadata(tenant, aCase.caseId()).get();
        assertEquals(aCase.metadata().externalRef(), metadata.externalRef(), "META kept its reference");
        assertEquals(Option.some(aCase.caseId()),
                store.cases().caseIdByExternalRef(tenant, aCase.metadata().externalRef()), "the old sentinel kept");
        assertEquals(1, store.cases().state(tenant, aCase.caseId()).get().version(), "no version step");
    }

    private <T> List<T> race(java.util.function.IntFunction<Callable<T>> writers) throws Exception {
        return Races.startTogether(WRITERS, writers);
    }
}

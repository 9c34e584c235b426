package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.ForMigratingItems.SnapshotStep;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;

/**
 * What every port contract needs: a store to test and a few ways to set it up.
 *
 * <p>An adapter's test subclasses a contract and says how to get a store. The store may hold data of
 * other tests (a shared table is fine): every test makes its own tenants, cases and ids, and reads
 * only those. Only the migration contract walks the whole store; it assumes no other test writes to
 * the same store while it runs (JUnit runs the tests of a JVM one after the other by default).
 */
public abstract class StorageContract {
    /** The store under test, fresh for every test. */
    protected StoragePorts store;

    /** A store for one test. Called once before every test. */
    protected abstract StoragePorts storage();

    @BeforeEach
    final void connectToTheStoreUnderTest() {
        store = storage();
    }

    protected final Either<Rejection, Committed> commit(ChangeSet changes) {
        return store.changes().commit(changes);
    }

    /** Commits what a test needs as its starting point; a rejection here is a broken precondition. */
    protected final Committed given(ChangeSet changes) {
        Either<Rejection, Committed> outcome = commit(changes);
        if (outcome.isLeft()) {
            fail("setting up with " + changes.command() + " was rejected: " + outcome.getLeft().message());
        }
        return outcome.get();
    }

    protected final NewCase givenOpened(NewCase aCase) {
        given(opening(aCase));
        return aCase;
    }

    /** An open case of {@code tenant} with a task, a deadline, a linked party and a piece of evidence. */
    protected record OneOfEverything(NewCase aCase, Task task, Deadline deadline, Party party) {
    }

    protected final OneOfEverything aCaseWithOneOfEverything(TenantId tenant) {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(5));
        Party party = aCompany(tenant);
        given(creating(task));
        given(adding(deadline));
        given(linking(aRespondentLink(party, aCase)));
        given(attaching(anEvidence(aCase)));
        return new OneOfEverything(aCase, task, deadline, party);
    }

    /** Moves an open case along its lifecycle, one legal step after another, up to {@code target}. */
    protected final CaseState givenMovedTo(NewCase aCase, CaseStatus target) {
        CaseState state = stateOf(aCase);
        while (state.status() != target) {
            given(transition(state, state.status().successor()
                    .getOrElseThrow(() -> new AssertionError("a case cannot move on to " + target))));
            state = stateOf(aCase);
        }
        return state;
    }

    /** The case's STATE as the store has it now (a strongly consistent read). */
    protected final CaseState stateOf(NewCase aCase) {
        return store.cases().state(aCase.tenantId(), aCase.caseId())
                .getOrElseThrow(() -> new AssertionError("case " + aCase.caseId() + " should exist"));
    }

    /**
     * {@code task} with the revision its record is at in the store now, as a repair that read it now relies
     * on; {@link Revision#UNTOLD} when the store does not hold it.
     */
    protected final AtRevision<Task> asRead(Task task) {
        return new AtRevision<>(task, Pages.readEveryPage(request -> store.cases().tasksOfCaseAsRead(task.tenantId(),
                        task.caseId(), request), PageRequest.MAX_LIMIT).stream()
                .filter(held -> held.value().handle().equals(task.handle())).map(AtRevision::revision)
                .findFirst().orElse(Revision.UNTOLD));
    }

    /** {@code deadline} with the revision its record is at now, as {@link #asRead(Task)}. */
    protected final AtRevision<Deadline> asRead(Deadline deadline) {
        return new AtRevision<>(deadline, Pages.readEveryPage(request -> store.cases().deadlinesOfCaseAsRead(
                        deadline.tenantId(), deadline.caseId(), request), PageRequest.MAX_LIMIT).stream()
                .filter(held -> held.value().handle().equals(deadline.handle())).map(AtRevision::revision)
                .findFirst().orElse(Revision.UNTOLD));
    }

    /**
     * {@code link} with the revision its case's edge is at now, found by the drift sweep's walk (the one read
     * that tells an edge's revision), as {@link #asRead(Task)}.
     */
    protected final AtRevision<CaseParty> asRead(CaseParty link) {
        Option<String> from = Option.none();
        do {
            SnapshotStep step = store.migration().snapshots(0, 1, from, 100);
            List<AtRevision<CaseParty>> found = step.links().stream().filter(held -> held.value().tenantId()
                    .equals(link.tenantId()) && held.value().caseId().equals(link.caseId())
                    && held.value().partyId().equals(link.partyId())).toList();
            if (!found.isEmpty()) {
                return new AtRevision<>(link, found.get(0).revision());
            }
            from = step.resumeFrom();
        } while (from.isDefined());
        return new AtRevision<>(link, Revision.UNTOLD);
    }

    protected static void assertRejected(Rejection expected, Either<Rejection, Committed> outcome) {
        assertEquals(Either.left(expected), outcome, () -> "expected the rejection " + expected.message());
    }
}

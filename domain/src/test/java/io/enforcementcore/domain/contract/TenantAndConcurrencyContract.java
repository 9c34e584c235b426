package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.fixtures.ChangeSets.LATER;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.announcingOnly;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.changingRisk;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishing;
import static io.enforcementcore.domain.fixtures.ChangeSets.reassigning;
import static io.enforcementcore.domain.fixtures.ChangeSets.renaming;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduling;
import static io.enforcementcore.domain.fixtures.ChangeSets.resolving;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Fixtures.anOutboxEvent;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Part of {@link ForStoringChangesContract}: a decision about another tenant's case, task, deadline or
 * outbox event is {@code NotFound} and changes nothing, whatever the command; and commits that race
 * on one version are serialised, so exactly one of them wins.
 */
public abstract class TenantAndConcurrencyContract extends ChangeConditionsContract {
    private static final int RACERS = 8;
    private static final int ROUNDS = 5;

    @TestFactory
    Stream<DynamicTest> treats_another_tenants_data_as_not_found_in_every_change() {
        TenantId owner = Ids.aTenant();
        TenantId intruder = Ids.aTenant();
        NewCase aCase = givenOpened(aCaseUnderReview(owner));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(9));
        given(creating(task));
        given(adding(deadline));
        OutboxEvent event = anOutboxEvent(aCase, Ids.anEventId(), LATER);
        given(announcingOnly(event));

        CaseState theirState = new CaseState(intruder, aCase.caseId(), CaseStatus.UNDER_REVIEW,
                aCase.state().riskScore(), aCase.state().classification(), 1, aCase.state().openedAt(), aCase.state().updatedAt(),
                aCase.state().counts());
        Task theirTask = anOpenTask(intruder, aCase.caseId(), task.taskId(), task.assignee(), task.dueAt(),
                task.caseTitle());
        Deadline theirDeadline = anOpenDeadline(intruder, aCase.caseId(), deadline.deadlineId(), deadline.dueAt(),
                deadline.caseTitle());
        Party party = aCompany(intruder);
        Evidence evidence = anEvidence(aCaseUnderReview(intruder).withCaseId(aCase.caseId()));
        OutboxEvent theirEvent = new OutboxEvent(intruder, event.caseId(), event.eventId(), event.type(),
                event.occurredAt(), event.payload(), OutboxStatus.PENDING);
        Rejection caseNotFound = new Rejection.NotFound("case", aCase.caseId().value());
        Rejection taskNotFound = new Rejection.NotFound("task", task.taskId().value());
        Rejection deadlineNotFound = new Rejection.NotFound("deadline", deadline.deadlineId().value());
        Title title = new Title("Taken over");

        List<DynamicTest> attempts = new ArrayList<>();
        attempts.add(attempt(aCase, caseNotFound, transition(theirState, CaseStatus.NOTICE_ISSUED)));
        attempts.add(attempt(aCase, caseNotFound, changingRisk(theirState, 99)));
        attempts.add(attempt(aCase, caseNotFound, renaming(theirState, title)));
        attempts.add(attempt(aCase, caseNotFound, linking(aRespondentLink(party, aCase))));
        attempts.add(attempt(aCase, caseNotFound, creating(anOpenTask(intruder, aCase.caseId(), Ids.aTaskId(),
                Ids.anOfficer(), daysAfterStart(4), title))));
        attempts.add(attempt(aCase, caseNotFound, adding(anOpenDeadline(intruder, aCase.caseId(), Ids.aDeadlineId(),
                daysAfterStart(4), title))));
        attempts.add(attempt(aCase, caseNotFound, attaching(evidence)));
        attempts.add(attempt(aCase, taskNotFound, reassigning(theirTask, Ids.anOfficer())));
        attempts.add(attempt(aCase, taskNotFound, completing(theirTask)));
        attempts.add(attempt(aCase, taskNotFound, rescheduling(theirTask, daysAfterStart(5))));
        attempts.add(attempt(aCase, taskNotFound, ChangeSets.of(CommandId.C12, intruder,
                TaskDecisions.refreshCaseTitle(asRead(theirTask), title, Fixtures.INTAKE_OFFICER, LATER))));
        attempts.add(attempt(aCase, deadlineNotFound, resolving(theirDeadline, DeadlineStatus.MET)));
        attempts.add(attempt(aCase, deadlineNotFound, ChangeSets.of(CommandId.C12, intruder,
                DeadlineDecisions.refreshCaseTitle(asRead(theirDeadline), title, Fixtures.INTAKE_OFFICER, LATER))));
        attempts.add(attempt(aCase, new Rejection.NotFound("outbox event", event.eventId().value()),
                publishing(theirEvent)));
        return attempts.stream();
    }

    private DynamicTest attempt(NewCase owned, Rejection expected, ChangeSet changes) {
        String name = changes.command() + " " + changes.changes().get(0).getClass().getSimpleName()
                + " by another tenant is " + expected.message();
        return dynamicTest(name, () -> {
            OwnersView before = snapshot(owned);

            assertRejected(expected, commit(changes));

            assertEquals(before, snapshot(owned), "nothing of the owner's case may change");
        });
    }

    /** What an intruder could have changed, read as the owner. */
    private record OwnersView(Object metadata, Object state, Object tasks, Object deadlines, Object parties,
                            Object evidence, Object timeline) {
    }

    private OwnersView snapshot(NewCase owned) {
        var cases = store.cases();
        var tenant = owned.tenantId();
        var caseId = owned.caseId();
        return new OwnersView(cases.metadata(tenant, caseId), cases.state(tenant, caseId),
                Pages.firstPage(page -> cases.tasksOfCase(tenant, caseId, Option.none(), page)),
                Pages.firstPage(page -> cases.deadlinesOfCase(tenant, caseId, page)),
                Pages.firstPage(page -> cases.partiesOfCase(tenant, caseId, page)),
                Pages.firstPage(page -> cases.evidenceOfCase(tenant, caseId, page)),
                Pages.firstPage(page -> cases.timeline(tenant, caseId, page)));
    }

    /** A few rounds, each on a fresh case, because a lost update only shows when the racers overlap. */
    @Test
    void only_one_of_concurrent_transitions_from_the_same_version_succeeds() throws Exception {
        ExecutorService racers = Executors.newFixedThreadPool(RACERS);
        try {
            for (int round = 1; round <= ROUNDS; round++) {
                race(racers);
            }
        } finally {
            racers.shutdownNow();
        }
    }

    private void race(ExecutorService racers) throws Exception {
        NewCase aCase = givenOpened(aCaseUnderReview(Ids.aTenant()));
        CaseState seen = stateOf(aCase);
        CyclicBarrier start = new CyclicBarrier(RACERS);
        List<Future<Either<Rejection, Committed>>> futures = new ArrayList<>();
        for (int i = 0; i < RACERS; i++) {
            ChangeSet changes = transition(seen, CaseStatus.NOTICE_ISSUED);
            futures.add(racers.submit(() -> {
                start.await(10, TimeUnit.SECONDS);
                return commit(changes);
            }));
        }
        List<Either<Rejection, Committed>> outcomes = new ArrayList<>();
        for (Future<Either<Rejection, Committed>> future : futures) {
            outcomes.add(future.get(30, TimeUnit.SECONDS));
        }

        Rejection stale = new Rejection.StaleVersion("case", aCase.caseId().value(), 1, 2);
        assertEquals(1, outcomes.stream().filter(Either::isRight).count(), () -> "winners among " + outcomes);
        assertEquals(RACERS - 1, outcomes.stream().filter(o -> o.isLeft() && o.getLeft().equals(stale)).count(),
                () -> "every loser sees the winner's version: " + outcomes);
        assertEquals(2, stateOf(aCase).version());
        assertEquals(2, Pages.firstPage(page -> store.cases().timeline(aCase.tenantId(), aCase.caseId(), page))
                .size(), "one opening and one transition fact");
    }
}

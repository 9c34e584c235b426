package io.enforcementcore.domain.decision;

import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Fixtures.anOutboxEvent;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.decision.Change.AppendOutbox;
import io.enforcementcore.domain.decision.Change.AppendTimeline;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What each decision writes and, above all, what it relies on. */
class DecisionsTest {
    private final TenantId tenant = Ids.aTenant();
    private final NewCase aCase = aCaseUnderReview(tenant);
    private final Act act = ChangeSets.anAct(tenant);

    @Test
    void opening_relies_on_an_unused_reference_and_case_id_and_announces_its_fact() {
        var opening = new EventPayload.CaseOpened(aCase.metadata().externalRef(), aCase.title(),
                new RiskScore(40), aCase.metadata().classification(), aCase.metadata().ownerOrgId());

        Decision opened = CaseDecisions.open(act, aCase.caseId(), opening);

        assertEquals(List.of(
                new Precondition.Unused(new Subject.ExternalRefClaim(tenant, aCase.metadata().externalRef())),
                new Precondition.Unused(new Subject.TheCase(aCase.caseId()))), opened.preconditions());
        var fact = ((AppendTimeline) opened.changes().get(1)).event();
        assertEquals(opening, fact.payload());
        assertEquals(fact.eventId(), ((AppendOutbox) opened.changes().get(2)).event().eventId());
        assertEquals(CaseState.opened(tenant, aCase.caseId(), new RiskScore(40), aCase.metadata().classification(),
                        act.at()),
                ((Change.InsertCase) opened.changes().get(0)).state());
    }

    @Test
    void a_move_relies_on_the_version_seen_and_the_one_status_before_the_target() {
        Decision moved = CaseDecisions.move(act, aCase.caseId(), 3, CaseStatus.DECISION_PENDING).get();

        assertEquals(List.of(new Precondition.CaseCanMove(tenant, aCase.caseId(), 3, CaseStatus.DECISION_PENDING)),
                moved.preconditions());
        assertEquals(new Expectation.Present(tenant, Option.some(3L), Option.some(Set.of(CaseStatus.RESPONSE_WAITING))),
                moved.preconditions().get(0).expectation());
        assertEquals(new EventPayload.CaseStatusChanged(CaseStatus.RESPONSE_WAITING, CaseStatus.DECISION_PENDING),
                ((AppendTimeline) moved.changes().get(1)).event().payload());
    }

    @Test
    void nothing_moves_a_case_back_to_review() {
        assertEquals(Either.left(new Rejection.IllegalTransition("any status", "UNDER_REVIEW")),
                CaseDecisions.move(act, aCase.caseId(), 1, CaseStatus.UNDER_REVIEW));
    }

    @Test
    void a_rescore_on_a_case_read_at_another_version_is_refused_before_any_write() {
        assertEquals(Either.left(new Rejection.StaleVersion("case", aCase.caseId().value(), 2, 1)),
                CaseDecisions.rescore(act, aCase.state(), 2, new RiskScore(90)));
    }

    @Test
    void a_reschedule_of_a_task_read_done_is_refused_before_any_write() {
        Task open = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        Task done = new Task(tenant, open.caseId(), open.taskId(), open.title(), open.assignee(), open.dueAt(),
                TaskStatus.DONE, 2, open.caseTitle(), open.audit());

        assertEquals(Either.left(new Rejection.TaskNotOpen(open.taskId().value(), "DONE")),
                TaskDecisions.reschedule(act, done, 2, daysAfterStart(4)));
    }

    @Test
    void a_reschedule_relies_on_the_open_task_and_on_nothing_at_its_new_due_time() {
        Task open = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

        Decision moved = TaskDecisions.reschedule(act, open, 1, daysAfterStart(4)).get();

        Task after = open.rescheduledTo(daysAfterStart(4), act.actor(), act.at());
        assertEquals(List.of(new Precondition.TaskOpen(tenant, open.handle(), 1),
                new Precondition.Unused(new Subject.TheTask(after.handle()))), moved.preconditions());
        assertEquals(new Change.MoveTask(open, after), moved.changes().get(0));
    }

    @Test
    void a_deadline_is_resolved_as_met_or_missed_only() {
        var handle = anOpenDeadline(aCase, daysAfterStart(3)).handle();

        assertThrows(InvalidValue.class, () -> DeadlineDecisions.resolve(act, handle, 1, DeadlineStatus.OPEN));
        assertEquals(new EventPayload.DeadlineMissed(handle.deadlineId()), ((AppendTimeline) DeadlineDecisions
                .resolve(act, handle, 1, DeadlineStatus.MISSED).changes().get(2)).event().payload());
    }

    @Test
    void only_a_pending_event_is_marked_published() {
        var event = anOutboxEvent(aCase, Ids.anEventId(), act.at());

        Decision published = OutboxDecisions.markPublished(event, act.at(), RetentionPolicy.DEFAULT);

        var entry = new Subject.OutboxEntry(event.caseId(), event.eventId(), event.occurredAt());
        assertEquals(List.of(new Precondition.EventPending(tenant, entry)), published.preconditions());
    }

    @Test
    void a_published_event_is_kept_for_the_retention_of_the_policy_counted_from_its_publication() {
        var event = anOutboxEvent(aCase, Ids.anEventId(), act.at());
        var weekAndADay = RetentionPolicy.DEFAULT.withPublishedOutboxRetention(java.time.Duration.ofDays(8));

        Decision published = OutboxDecisions.markPublished(event, act.at().plusSeconds(60), weekAndADay);

        Change.MarkOutboxPublished mark = (Change.MarkOutboxPublished) published.changes().get(0);
        assertEquals(event, mark.event());
        assertEquals(act.at().plusSeconds(60).plus(java.time.Duration.ofDays(8)), mark.expiresAt());
        assertEquals(Option.some(mark.expiresAt()), mark.published().expiresAt());
        assertTrue(mark.published().isPublished());
    }
}

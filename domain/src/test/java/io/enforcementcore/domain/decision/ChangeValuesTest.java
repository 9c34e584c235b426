package io.enforcementcore.domain.decision;

import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Fixtures.anOutboxEvent;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each change carries every value it writes, as the decision decided it: the status, the version it steps to,
 * the published flag and expiry. A store copies them; the receipt names the version the decision wrote.
 */
class ChangeValuesTest {
    private final TenantId tenant = Ids.aTenant();
    private final NewCase aCase = aCaseUnderReview(tenant);
    private final Act act = ChangeSets.anAct(tenant);
    private final UserId colleague = new UserId("colleague");

    @Test
    void a_completed_task_is_done_one_version_past_the_one_seen_and_keeps_its_assignee() {
        Task open = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

        Decision completed = TaskDecisions.complete(act, open.handle(), 1);

        Change.SetTaskStatus change = first(completed, Change.SetTaskStatus.class);
        assertEquals(TaskStatus.DONE, change.status());
        assertEquals(2, change.version());
        assertEquals(new Task(tenant, open.caseId(), open.taskId(), open.title(), open.assignee(), open.dueAt(),
                TaskStatus.DONE, 2, open.caseTitle(), open.audit().touched(act.actor(), act.at())),
                change.appliedTo(open));
        assertEquals(2, completed.version());
    }

    @Test
    void a_reassigned_task_stays_open_in_its_new_assignees_queue_one_version_past_the_one_seen() {
        Task open = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

        Decision reassigned = TaskDecisions.reassign(act, open.handle(), 4, colleague);

        Task after = first(reassigned, Change.SetTaskAssignee.class).appliedTo(open);
        assertEquals(colleague, after.assignee());
        assertEquals(TaskStatus.OPEN, after.status());
        assertEquals(5, after.version());
        assertEquals(5, reassigned.version());
    }

    @Test
    void a_resolved_deadline_is_in_its_outcome_one_version_past_the_one_seen() {
        Deadline open = anOpenDeadline(aCase, daysAfterStart(3));

        Decision missed = DeadlineDecisions.resolve(act, open.handle(), 1, DeadlineStatus.MISSED);

        Deadline after = first(missed, Change.SetDeadlineStatus.class).appliedTo(open);
        assertEquals(DeadlineStatus.MISSED, after.status());
        assertEquals(2, after.version());
        assertEquals(act.at(), after.updatedAt());
        assertEquals(2, missed.version());
    }

    @Test
    void a_moved_case_is_at_its_target_one_version_past_the_one_seen() {
        Decision moved = CaseDecisions.move(act, aCase.caseId(), 1, CaseStatus.NOTICE_ISSUED).get();

        Change.SetCaseStatus change = first(moved, Change.SetCaseStatus.class);
        CaseState after = change.appliedTo(aCase.state());
        assertEquals(CaseStatus.NOTICE_ISSUED, after.status());
        assertEquals(2, after.version());
        assertEquals(act.at(), after.updatedAt());
        assertEquals(2, moved.version());
    }

    @Test
    void a_rename_and_a_new_reference_step_the_state_one_version_past_the_one_seen_and_keep_its_status() {
        Decision renamed = CaseDecisions.rename(act, aCase.caseId(), 3, new Title("Renamed"));
        Decision referenced = CaseDecisions.changeExternalRef(act, aCase.metadata(), 1, new ExternalRef("REF-2"))
                .get();

        Change.SetCaseTitle rename = first(renamed, Change.SetCaseTitle.class);
        assertEquals(new Title("Renamed"), rename.appliedTo(aCase.metadata()).title());
        assertEquals(4, rename.appliedTo(aCase.state()).version());
        assertEquals(CaseStatus.UNDER_REVIEW, rename.appliedTo(aCase.state()).status());
        assertEquals(4, renamed.version());
        assertEquals(2, first(referenced, Change.MoveExternalRef.class).appliedTo(aCase.state()).version());
        assertEquals(2, referenced.version());
    }

    @Test
    void a_rescored_or_rescheduled_record_is_one_version_past_the_one_read() {
        Task open = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

        assertEquals(2, CaseDecisions.rescore(act, aCase.state(), 1, new RiskScore(90)).get().version());
        assertEquals(2, TaskDecisions.reschedule(act, open, 1, daysAfterStart(5)).get().version());
    }

    @Test
    void new_records_are_at_their_first_version() {
        Task open = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

        assertEquals(CaseState.FIRST_VERSION, TaskDecisions.create(act, open).version());
        assertEquals(CaseState.FIRST_VERSION,
                DeadlineDecisions.add(act, anOpenDeadline(aCase, daysAfterStart(3))).version());
        assertEquals(CaseState.FIRST_VERSION,
                CaseDecisions.linkParty(act, aRespondentLink(aCompany(tenant), aCase)).version());
        assertEquals(CaseState.FIRST_VERSION, CaseDecisions.attachEvidence(act, anEvidence(aCase)).version());
    }

    @Test
    void a_decision_that_writes_no_record_a_receipt_names_has_no_version() {
        OutboxEvent pending = anOutboxEvent(aCase, Ids.anEventId(), act.at());

        Decision published = OutboxDecisions.markPublished(pending, act.at(), RetentionPolicy.DEFAULT);

        assertThrows(IllegalStateException.class, published::version);
    }

    @Test
    void a_published_event_is_flagged_and_kept_until_the_expiry_of_the_policy() {
        OutboxEvent pending = anOutboxEvent(aCase, Ids.anEventId(), act.at());

        Change.MarkOutboxPublished change = first(
                OutboxDecisions.markPublished(pending, act.at(), RetentionPolicy.DEFAULT), Change.MarkOutboxPublished.class);

        assertEquals(pending.published(act.at(), RetentionPolicy.DEFAULT), change.published());
        assertEquals(RetentionPolicy.DEFAULT.publishedOutboxExpiry(act.at()), change.expiresAt());
    }

    @Test
    void a_mark_that_names_another_event_or_no_expiry_is_no_change_at_all() {
        OutboxEvent pending = anOutboxEvent(aCase, Ids.anEventId(), act.at());
        OutboxEvent other = anOutboxEvent(aCase, Ids.anEventId(), act.at()).published(act.at(), RetentionPolicy.DEFAULT);
        OutboxEvent keptForEver = new OutboxEvent(pending.tenantId(), pending.caseId(), pending.eventId(),
                pending.type(), pending.occurredAt(), pending.payload(), OutboxStatus.PUBLISHED);

        assertThrows(IllegalArgumentException.class, () -> new Change.MarkOutboxPublished(pending, other, act.at()));
        assertThrows(IllegalArgumentException.class,
                () -> new Change.MarkOutboxPublished(pending, keptForEver, act.at()));
    }

    @Test
    void a_repaired_snapshot_is_the_record_read_showing_the_new_title_at_the_same_version() {
        Task open = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        var read = new AtRevision<>(open, new Revision("read-at-7"));

        Change.RefreshTaskCaseTitle change = first(
                TaskDecisions.refreshCaseTitle(read, new Title("Renamed"), colleague, act.at()),
                Change.RefreshTaskCaseTitle.class);

        assertEquals(open.withCaseTitle(new Title("Renamed"), colleague, act.at()), change.repaired());
        assertEquals(open.version(), change.repaired().version());
    }

    @Test
    void a_link_that_files_the_case_under_another_classification_is_refused_at_once_as_not_found() {
        CaseParty link = aRespondentLink(aCompany(tenant), aCase);
        Classification another = aCase.metadata().classification() == Classification.PUBLIC
                ? Classification.RESTRICTED : Classification.PUBLIC;
        Provenance filedElsewhere = new Provenance(aCase.metadata().ownerOrgId(), another);
        Provenance asFiled = aCase.metadata().provenance();

        assertEquals(Either.left(new Rejection.NotFound("case", aCase.caseId().value())),
                CaseDecisions.linkParty(act, link, filedElsewhere));
        assertEquals(Either.right(CaseDecisions.linkParty(act, link)), CaseDecisions.linkParty(act, link, asFiled));
    }

    private static <C extends Change> C first(Decision decision, Class<C> type) {
        List<C> found = decision.changes().stream().filter(type::isInstance).map(type::cast).toList();
        assertEquals(1, found.size(), () -> "one " + type.getSimpleName() + " in " + decision.changes());
        return found.get(0);
    }
}

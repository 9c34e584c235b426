package io.enforcementcore.domain.commit;

import static java.util.Map.entry;

import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.decision.Subject;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.EntityRef;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.TaskStatus;
import java.util.Map;

/**
 * The names a commit id digests for the kinds a change set may hold, fixed here for good: each member of a
 * sealed family (a change, a precondition, a subject, an entity reference, an event payload, a status, a
 * command) by a name of its own, so that renaming or moving a class leaves every commit id as it was. A record
 * or enum outside such a family is digested by its parts alone: where it stands in its record already says
 * what it is.
 *
 * <p>A name, once given, is never changed nor given to another kind: stores keep commit ids on their items,
 * and a change set sent again after an upgrade is recognised only if it digests the same. A new kind gets a
 * new name.
 */
final class CommitNames {
    private static final Map<Class<?>, String> NAMES = Map.ofEntries(
            entry(Change.InsertCase.class, "change/insert-case"),
            entry(Change.SetCaseStatus.class, "change/set-case-status"),
            entry(Change.SetRiskScore.class, "change/set-risk-score"),
            entry(Change.SetCaseTitle.class, "change/set-case-title"),
            entry(Change.MoveExternalRef.class, "change/move-external-ref"),
            entry(Change.AdjustCaseCounts.class, "change/adjust-case-counts"),
            entry(Change.InsertPartyLink.class, "change/insert-party-link"),
            entry(Change.InsertTask.class, "change/insert-task"),
            entry(Change.SetTaskAssignee.class, "change/set-task-assignee"),
            entry(Change.SetTaskStatus.class, "change/set-task-status"),
            entry(Change.MoveTask.class, "change/move-task"),
            entry(Change.InsertDeadline.class, "change/insert-deadline"),
            entry(Change.SetDeadlineStatus.class, "change/set-deadline-status"),
            entry(Change.InsertEvidence.class, "change/insert-evidence"),
            entry(Change.AppendTimeline.class, "change/append-timeline"),
            entry(Change.AppendOutbox.class, "change/append-outbox"),
            entry(Change.MarkOutboxPublished.class, "change/mark-outbox-published"),
            entry(Change.RefreshTaskCaseTitle.class, "change/refresh-task-case-title"),
            entry(Change.RefreshDeadlineCaseTitle.class, "change/refresh-deadline-case-title"),
            entry(Change.RefreshPartyName.class, "change/refresh-party-name"),
            entry(Precondition.Unused.class, "precondition/unused"),
            entry(Precondition.CaseVisible.class, "precondition/case-visible"),
            entry(Precondition.CaseClassified.class, "precondition/case-classified"),
            entry(Precondition.Exists.class, "precondition/exists"),
            entry(Precondition.AtVersion.class, "precondition/at-version"),
            entry(Precondition.CaseCanMove.class, "precondition/case-can-move"),
            entry(Precondition.CaseOpen.class, "precondition/case-open"),
            entry(Precondition.TaskOpen.class, "precondition/task-open"),
            entry(Precondition.DeadlineOpen.class, "precondition/deadline-open"),
            entry(Precondition.EventPending.class, "precondition/event-pending"),
            entry(Precondition.ShowsCaseTitle.class, "precondition/shows-case-title"),
            entry(Precondition.ShowsPartyName.class, "precondition/shows-party-name"),
            entry(Precondition.LeaseHeld.class, "precondition/lease-held"),
            entry(Subject.TheCase.class, "subject/the-case"),
            entry(Subject.TheTask.class, "subject/the-task"),
            entry(Subject.TheDeadline.class, "subject/the-deadline"),
            entry(Subject.TheEvidence.class, "subject/the-evidence"),
            entry(Subject.PartyLink.class, "subject/party-link"),
            entry(Subject.ExternalRefClaim.class, "subject/external-ref-claim"),
            entry(Subject.OutboxEntry.class, "subject/outbox-entry"),
            entry(Subject.IdempotencyClaim.class, "subject/idempotency-claim"),
            entry(Subject.TheLease.class, "subject/the-lease"),
            entry(EntityRef.OfCase.class, "entity/of-case"),
            entry(EntityRef.OfTask.class, "entity/of-task"),
            entry(EntityRef.OfDeadline.class, "entity/of-deadline"),
            entry(EntityRef.OfParty.class, "entity/of-party"),
            entry(EntityRef.OfEvidence.class, "entity/of-evidence"),
            entry(EventPayload.CaseOpened.class, "payload/case-opened"),
            entry(EventPayload.CaseStatusChanged.class, "payload/case-status-changed"),
            entry(EventPayload.CaseRenamed.class, "payload/case-renamed"),
            entry(EventPayload.ExternalRefChanged.class, "payload/external-ref-changed"),
            entry(EventPayload.RiskScoreChanged.class, "payload/risk-score-changed"),
            entry(EventPayload.PartyLinked.class, "payload/party-linked"),
            entry(EventPayload.TaskCreated.class, "payload/task-created"),
            entry(EventPayload.TaskReassigned.class, "payload/task-reassigned"),
            entry(EventPayload.TaskCompleted.class, "payload/task-completed"),
            entry(EventPayload.TaskRescheduled.class, "payload/task-rescheduled"),
            entry(EventPayload.DeadlineAdded.class, "payload/deadline-added"),
            entry(EventPayload.DeadlineMet.class, "payload/deadline-met"),
            entry(EventPayload.DeadlineMissed.class, "payload/deadline-missed"),
            entry(EventPayload.EvidenceAttached.class, "payload/evidence-attached"),
            entry(CommandId.class, "command"),
            entry(AccessPatternId.class, "access-pattern"),
            entry(CaseStatus.class, "case-status"),
            entry(TaskStatus.class, "task-status"),
            entry(DeadlineStatus.class, "deadline-status"),
            entry(OutboxStatus.class, "outbox-status"));

    private CommitNames() {
    }

    /** The name {@code type} is digested by, or null for a type digested by its parts alone. */
    static String of(Class<?> type) {
        return NAMES.get(type);
    }

    /** Every kind that has a name. */
    static Map<Class<?>, String> all() {
        return NAMES;
    }
}

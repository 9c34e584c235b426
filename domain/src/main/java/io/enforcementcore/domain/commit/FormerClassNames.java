package io.enforcementcore.domain.commit;

import static java.util.Map.entry;

import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.decision.Subject;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.EntityRef;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import java.util.Map;

/**
 * The class names the commit ids of the first two forms digested, as the classes were named when the last
 * release that wrote them was made: history, frozen here so that renaming or moving a class today leaves the
 * ids of before as they were. A kind not named here did not exist then, so no change set holding it was ever
 * marked with an id of those forms.
 */
final class FormerClassNames {
    private static final Map<Class<?>, String> NAMES = Map.ofEntries(
            entry(Change.AdjustCaseCounts.class, "io.enforcementcore.domain.decision.Change$AdjustCaseCounts"),
            entry(Change.AppendOutbox.class, "io.enforcementcore.domain.decision.Change$AppendOutbox"),
            entry(Change.AppendTimeline.class, "io.enforcementcore.domain.decision.Change$AppendTimeline"),
            entry(Change.InsertCase.class, "io.enforcementcore.domain.decision.Change$InsertCase"),
            entry(Change.InsertDeadline.class, "io.enforcementcore.domain.decision.Change$InsertDeadline"),
            entry(Change.InsertEvidence.class, "io.enforcementcore.domain.decision.Change$InsertEvidence"),
            entry(Change.InsertPartyLink.class, "io.enforcementcore.domain.decision.Change$InsertPartyLink"),
            entry(Change.InsertTask.class, "io.enforcementcore.domain.decision.Change$InsertTask"),
            entry(Change.MarkOutboxPublished.class, "io.enforcementcore.domain.decision.Change$MarkOutboxPublished"),
            entry(Change.MoveExternalRef.class, "io.enforcementcore.domain.decision.Change$MoveExternalRef"),
            entry(Change.MoveTask.class, "io.enforcementcore.domain.decision.Change$MoveTask"),
            entry(Change.RefreshDeadlineCaseTitle.class,
                    "io.enforcementcore.domain.decision.Change$RefreshDeadlineCaseTitle"),
            entry(Change.RefreshPartyName.class, "io.enforcementcore.domain.decision.Change$RefreshPartyName"),
            entry(Change.RefreshTaskCaseTitle.class, "io.enforcementcore.domain.decision.Change$RefreshTaskCaseTitle"),
            entry(Change.SetCaseStatus.class, "io.enforcementcore.domain.decision.Change$SetCaseStatus"),
            entry(Change.SetCaseTitle.class, "io.enforcementcore.domain.decision.Change$SetCaseTitle"),
            entry(Change.SetDeadlineStatus.class, "io.enforcementcore.domain.decision.Change$SetDeadlineStatus"),
            entry(Change.SetRiskScore.class, "io.enforcementcore.domain.decision.Change$SetRiskScore"),
            entry(Change.SetTaskAssignee.class, "io.enforcementcore.domain.decision.Change$SetTaskAssignee"),
            entry(Change.SetTaskStatus.class, "io.enforcementcore.domain.decision.Change$SetTaskStatus"),
            entry(Decision.class, "io.enforcementcore.domain.decision.Decision"),
            entry(Precondition.AtVersion.class, "io.enforcementcore.domain.decision.Precondition$AtVersion"),
            entry(Precondition.CaseCanMove.class, "io.enforcementcore.domain.decision.Precondition$CaseCanMove"),
            entry(Precondition.CaseClassified.class, "io.enforcementcore.domain.decision.Precondition$CaseClassified"),
            entry(Precondition.CaseOpen.class, "io.enforcementcore.domain.decision.Precondition$CaseOpen"),
            entry(Precondition.CaseVisible.class, "io.enforcementcore.domain.decision.Precondition$CaseVisible"),
            entry(Precondition.DeadlineOpen.class, "io.enforcementcore.domain.decision.Precondition$DeadlineOpen"),
            entry(Precondition.EventPending.class, "io.enforcementcore.domain.decision.Precondition$EventPending"),
            entry(Precondition.Exists.class, "io.enforcementcore.domain.decision.Precondition$Exists"),
            entry(Precondition.ShowsCaseTitle.class, "io.enforcementcore.domain.decision.Precondition$ShowsCaseTitle"),
            entry(Precondition.ShowsPartyName.class, "io.enforcementcore.domain.decision.Precondition$ShowsPartyName"),
            entry(Precondition.TaskOpen.class, "io.enforcementcore.domain.decision.Precondition$TaskOpen"),
            entry(Precondition.Unused.class, "io.enforcementcore.domain.decision.Precondition$Unused"),
            entry(Subject.ExternalRefClaim.class, "io.enforcementcore.domain.decision.Subject$ExternalRefClaim"),
            entry(Subject.IdempotencyClaim.class, "io.enforcementcore.domain.decision.Subject$IdempotencyClaim"),
            entry(Subject.OutboxEntry.class, "io.enforcementcore.domain.decision.Subject$OutboxEntry"),
            entry(Subject.PartyLink.class, "io.enforcementcore.domain.decision.Subject$PartyLink"),
            entry(Subject.TheCase.class, "io.enforcementcore.domain.decision.Subject$TheCase"),
            entry(Subject.TheDeadline.class, "io.enforcementcore.domain.decision.Subject$TheDeadline"),
            entry(Subject.TheEvidence.class, "io.enforcementcore.domain.decision.Subject$TheEvidence"),
            entry(Subject.TheTask.class, "io.enforcementcore.domain.decision.Subject$TheTask"),
            entry(Audit.class, "io.enforcementcore.domain.model.Audit"),
            entry(CaseCounts.class, "io.enforcementcore.domain.model.CaseCounts"),
            entry(CaseCounts.Delta.class, "io.enforcementcore.domain.model.CaseCounts$Delta"),
            entry(CaseId.class, "io.enforcementcore.domain.model.CaseId"),
            entry(CaseMetadata.class, "io.enforcementcore.domain.model.CaseMetadata"),
            entry(CaseParty.class, "io.enforcementcore.domain.model.CaseParty"),
            entry(CaseState.class, "io.enforcementcore.domain.model.CaseState"),
            entry(CaseStatus.class, "io.enforcementcore.domain.model.CaseStatus"),
            entry(Classification.class, "io.enforcementcore.domain.model.Classification"),
            entry(Deadline.class, "io.enforcementcore.domain.model.Deadline"),
            entry(DeadlineHandle.class, "io.enforcementcore.domain.model.DeadlineHandle"),
            entry(DeadlineId.class, "io.enforcementcore.domain.model.DeadlineId"),
            entry(DeadlineStatus.class, "io.enforcementcore.domain.model.DeadlineStatus"),
            entry(DeadlineType.class, "io.enforcementcore.domain.model.DeadlineType"),
            entry(EntityRef.OfCase.class, "io.enforcementcore.domain.model.EntityRef$OfCase"),
            entry(EntityRef.OfDeadline.class, "io.enforcementcore.domain.model.EntityRef$OfDeadline"),
            entry(EntityRef.OfEvidence.class, "io.enforcementcore.domain.model.EntityRef$OfEvidence"),
            entry(EntityRef.OfParty.class, "io.enforcementcore.domain.model.EntityRef$OfParty"),
            entry(EntityRef.OfTask.class, "io.enforcementcore.domain.model.EntityRef$OfTask"),
            entry(EventId.class, "io.enforcementcore.domain.model.EventId"),
            entry(EventPayload.CaseOpened.class, "io.enforcementcore.domain.model.EventPayload$CaseOpened"),
            entry(EventPayload.CaseRenamed.class, "io.enforcementcore.domain.model.EventPayload$CaseRenamed"),
            entry(EventPayload.CaseStatusChanged.class,
                    "io.enforcementcore.domain.model.EventPayload$CaseStatusChanged"),
            entry(EventPayload.DeadlineAdded.class, "io.enforcementcore.domain.model.EventPayload$DeadlineAdded"),
            entry(EventPayload.DeadlineMet.class, "io.enforcementcore.domain.model.EventPayload$DeadlineMet"),
            entry(EventPayload.DeadlineMissed.class, "io.enforcementcore.domain.model.EventPayload$DeadlineMissed"),
            entry(EventPayload.EvidenceAttached.class, "io.enforcementcore.domain.model.EventPayload$EvidenceAttached"),
            entry(EventPayload.ExternalRefChanged.class,
                    "io.enforcementcore.domain.model.EventPayload$ExternalRefChanged"),
            entry(EventPayload.PartyLinked.class, "io.enforcementcore.domain.model.EventPayload$PartyLinked"),
            entry(EventPayload.RiskScoreChanged.class, "io.enforcementcore.domain.model.EventPayload$RiskScoreChanged"),
            entry(EventPayload.TaskCompleted.class, "io.enforcementcore.domain.model.EventPayload$TaskCompleted"),
            entry(EventPayload.TaskCreated.class, "io.enforcementcore.domain.model.EventPayload$TaskCreated"),
            entry(EventPayload.TaskReassigned.class, "io.enforcementcore.domain.model.EventPayload$TaskReassigned"),
            entry(EventPayload.TaskRescheduled.class, "io.enforcementcore.domain.model.EventPayload$TaskRescheduled"),
            entry(EventType.class, "io.enforcementcore.domain.model.EventType"),
            entry(Evidence.class, "io.enforcementcore.domain.model.Evidence"),
            entry(EvidenceId.class, "io.enforcementcore.domain.model.EvidenceId"),
            entry(EvidenceMetadata.class, "io.enforcementcore.domain.model.EvidenceMetadata"),
            entry(ExternalRef.class, "io.enforcementcore.domain.model.ExternalRef"),
            entry(IdempotencyKey.class, "io.enforcementcore.domain.model.IdempotencyKey"),
            entry(OrgId.class, "io.enforcementcore.domain.model.OrgId"),
            entry(OutboxEvent.class, "io.enforcementcore.domain.model.OutboxEvent"),
            entry(Party.class, "io.enforcementcore.domain.model.Party"),
            entry(PartyId.class, "io.enforcementcore.domain.model.PartyId"),
            entry(PartyKind.class, "io.enforcementcore.domain.model.PartyKind"),
            entry(PartyRole.class, "io.enforcementcore.domain.model.PartyRole"),
            entry(Provenance.class, "io.enforcementcore.domain.model.Provenance"),
            entry(Revision.class, "io.enforcementcore.domain.model.Revision"),
            entry(RiskScore.class, "io.enforcementcore.domain.model.RiskScore"),
            entry(Task.class, "io.enforcementcore.domain.model.Task"),
            entry(TaskHandle.class, "io.enforcementcore.domain.model.TaskHandle"),
            entry(TaskId.class, "io.enforcementcore.domain.model.TaskId"),
            entry(TaskStatus.class, "io.enforcementcore.domain.model.TaskStatus"),
            entry(TenantId.class, "io.enforcementcore.domain.model.TenantId"),
            entry(TimelineEvent.class, "io.enforcementcore.domain.model.TimelineEvent"),
            entry(Title.class, "io.enforcementcore.domain.model.Title"),
            entry(UserId.class, "io.enforcementcore.domain.model.UserId"));

    /**
     * The port's records, by the names they have now: the port depends on this package, which therefore names
     * no port class. Renaming one of them means writing its new name here, which the test of the former ids,
     * failing, calls for.
     */
    private static final Map<String, String> PORT_NAMES = Map.of(
            "io.enforcementcore.domain.port.Authorship", "io.enforcementcore.domain.port.Authorship",
            "io.enforcementcore.domain.port.ChangeSet", "io.enforcementcore.domain.port.ChangeSet",
            "io.enforcementcore.domain.port.IdempotencyRecord", "io.enforcementcore.domain.port.IdempotencyRecord",
            "io.enforcementcore.domain.port.Receipt", "io.enforcementcore.domain.port.Receipt");

    private FormerClassNames() {
    }

    /** The name {@code type} had, or null for a kind those releases did not know. */
    static String of(Class<?> type) {
        String name = NAMES.get(type);
        return name != null ? name : PORT_NAMES.get(type.getName());
    }
}

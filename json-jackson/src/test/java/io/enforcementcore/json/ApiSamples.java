package io.enforcementcore.json;

import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.AttachEvidence;
import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.command.ChangeExternalRef;
import io.enforcementcore.application.command.ChangeRiskScore;
import io.enforcementcore.application.command.CompleteTask;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.LinkParty;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.ReassignTask;
import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.application.command.RescheduleTask;
import io.enforcementcore.application.command.ResolveDeadline;
import io.enforcementcore.application.command.SweepSnapshotDrift;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.query.DriftReport;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.CaseView;
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
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One named value of each of the API's types, as a service would meet it: the round-trip tests take one of
 * each, the golden tests and {@code docs/json.md} the representative ones.
 */
final class ApiSamples {
    static final Instant OPENED_AT = Instant.parse("2026-07-01T09:30:00Z");
    static final Instant DUE_AT = Instant.parse("2026-07-12T17:00:00Z");
    static final TenantId TENANT = new TenantId("agency-1");
    static final CaseId CASE = new CaseId("case-7f3a");
    static final UserId OFFICER = new UserId("officer-ana");
    static final UserId ASSIGNEE = new UserId("officer-budi");
    static final OrgId ORG = new OrgId("org-enforcement");
    static final Title CASE_TITLE = new Title("Unlicensed lending platform");
    static final ExternalRef REF = new ExternalRef("DOCKET-2026-0042");
    static final TaskId TASK_ID = new TaskId("task-01");
    static final DeadlineId DEADLINE_ID = new DeadlineId("deadline-01");
    static final PartyId PARTY = new PartyId("party-pt-maju");
    static final EvidenceId EVIDENCE_ID = new EvidenceId("evidence-01");
    static final TaskHandle TASK_HANDLE = new TaskHandle(CASE, TASK_ID, DUE_AT);
    static final DeadlineHandle DEADLINE_HANDLE = new DeadlineHandle(CASE, DEADLINE_ID, DUE_AT);
    static final IdempotencyKey KEY = new IdempotencyKey("request-5d1c");
    static final String SHA = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    static final Audit AUDIT = Audit.created(ORG, Classification.RESTRICTED, OFFICER, OPENED_AT);

    static final CaseMetadata METADATA = new CaseMetadata(TENANT, CASE, REF, CASE_TITLE, Classification.RESTRICTED,
            ORG, OFFICER, OPENED_AT, OPENED_AT);
    static final CaseState STATE = new CaseState(TENANT, CASE, CaseStatus.NOTICE_ISSUED, new RiskScore(85),
            Classification.RESTRICTED, 3, OPENED_AT, DUE_AT.minusSeconds(86_400), Option.some(new CaseCounts(1, 1, 1, 0)));
    static final Task TASK = Task.open(TENANT, CASE, TASK_ID, new Title("Serve the notice"), ASSIGNEE, DUE_AT,
            CASE_TITLE, AUDIT);
    static final Deadline DEADLINE = Deadline.open(TENANT, CASE, DEADLINE_ID, DeadlineType.LEGAL_RESPONSE, DUE_AT,
            CASE_TITLE, AUDIT);
    static final CaseParty LINK = new CaseParty(TENANT, CASE, PARTY, PartyKind.COMPANY, new Title("PT Maju Jaya"),
            PartyRole.RESPONDENT, Classification.RESTRICTED, OPENED_AT);
    static final CaseView VIEW = new CaseView(METADATA, STATE, List.of(TASK), List.of(DEADLINE), List.of(LINK));
    static final Receipt TASK_RECEIPT = Receipt.ofTask(CommandId.C04, TASK_HANDLE, 1);
    static final Rejection STALE = new Rejection.StaleVersion("case", CASE.value(), 2, 3);
    static final Paged<Task> TASK_PAGE = new Paged<>(List.of(TASK), Option.some("v1.cursor-is-opaque"));
    static final TimelineEvent EVENT = new TimelineEvent(TENANT, CASE, new EventId("event-0007"), OPENED_AT, OFFICER,
            new EventPayload.TaskCreated(TASK_ID, ASSIGNEE, DUE_AT));
    static final OpenCase OPEN_CASE = new OpenCase(REF, CASE_TITLE, new RiskScore(85), Classification.RESTRICTED, ORG)
            .withIdempotencyKey(KEY);

    private ApiSamples() {
    }

    /** One value of each concrete type the facade takes or answers, by its class. */
    static Map<Class<?>, Object> oneOfEach() {
        Map<Class<?>, Object> samples = new HashMap<>();
        for (Object value : values()) {
            samples.put(value.getClass(), value);
        }
        return samples;
    }

    private static List<Object> values() {
        Instant later = DUE_AT.plusSeconds(3_600);
        EvidenceMetadata metadata = new EvidenceMetadata(Map.of("mimeType", "application/pdf", "pages", "12"));
        return List.of(
                TENANT, CASE, OFFICER, ORG, CASE_TITLE, REF, TASK_ID, DEADLINE_ID, PARTY, EVIDENCE_ID, TASK_HANDLE,
                DEADLINE_HANDLE, KEY, new RiskScore(85), new BlobRef("s3://evidence/case-7f3a/contract.pdf"),
                new Sha256(SHA), new EventId("event-0007"), metadata, AUDIT, METADATA, STATE, new CaseCounts(1, 1, 1, 0),
                TASK, DEADLINE, LINK, VIEW, CaseSummary.of(STATE),
                new Evidence(TENANT, CASE, EVIDENCE_ID, new Title("Signed loan contract"),
                        new BlobRef("s3://evidence/case-7f3a/contract.pdf"), new Sha256(SHA), 48_213, OFFICER, metadata,
                        OPENED_AT),
                new OutboxEvent(TENANT, CASE, new EventId("event-0007"), EventType.CASE_RENAMED, OPENED_AT,
                        Map.of("title", "Renamed"), OutboxStatus.PUBLISHED, Option.some(Instant.parse("2026-07-08T09:30:00Z"))),
                EVENT, TASK_PAGE, TASK_RECEIPT, DueWindow.between(OPENED_AT, DUE_AT), PageQuery.first(25).next("abc"),
                new Principal(TENANT, OFFICER, java.util.Set.of(Role.OFFICER, Role.ANALYST), Classification.RESTRICTED),
                new ReconciliationReport(3, 2, 1, 2, 2, 0), new RelayReport(10, 8, 1, 1, 4, 0, 1),
                new BackfillReport(120, 40, List.of("1:cG9zaXRpb24"), BackfillReport.StoppedBy.ITEM_BUDGET),
                new DriftReport(300, Map.of(DriftReport.SnapshotKind.TASK_CASE_TITLE, new DriftReport.Drift(3, 2, 1)),
                        List.of()),
                new DriftReport.Drift(3, 2, 1),
                new EntityRef.OfCase(CASE), new EntityRef.OfTask(TASK_HANDLE), new EntityRef.OfDeadline(DEADLINE_HANDLE),
                new EntityRef.OfParty(PARTY), new EntityRef.OfEvidence(EVIDENCE_ID),
                new EventPayload.CaseOpened(REF, CASE_TITLE, new RiskScore(85), Classification.RESTRICTED, ORG),
                new EventPayload.CaseStatusChanged(CaseStatus.UNDER_REVIEW, CaseStatus.NOTICE_ISSUED),
                new EventPayload.CaseRenamed(CASE_TITLE), new EventPayload.ExternalRefChanged(REF, new ExternalRef("D-2")),
                new EventPayload.RiskScoreChanged(new RiskScore(40), new RiskScore(85)),
                new EventPayload.PartyLinked(PARTY, new Title("PT Maju Jaya"), PartyRole.RESPONDENT),
                new EventPayload.TaskCreated(TASK_ID, ASSIGNEE, DUE_AT),
                new EventPayload.TaskReassigned(TASK_ID, OFFICER), new EventPayload.TaskCompleted(TASK_ID),
                new EventPayload.TaskRescheduled(TASK_ID, DUE_AT, later),
                new EventPayload.DeadlineAdded(DEADLINE_ID, DeadlineType.HEARING, DUE_AT),
                new EventPayload.DeadlineMet(DEADLINE_ID), new EventPayload.DeadlineMissed(DEADLINE_ID),
                new EventPayload.EvidenceAttached(EVIDENCE_ID, new Title("Signed loan contract"), new Sha256(SHA), 48_213),
                new Rejection.InvalidInput("title", "must not be blank"), new Rejection.NotFound("case", "case-9"),
                new Rejection.Forbidden("close the case", "only a supervisor closes a case"),
                new Rejection.DuplicateExternalRef(REF.value()), STALE,
                new Rejection.IllegalTransition("UNDER_REVIEW", "CLOSED"), new Rejection.CaseClosed(CASE.value()),
                new Rejection.TaskNotOpen(TASK_ID.value(), "DONE"),
                new Rejection.DeadlineNotOpen(DEADLINE_ID.value(), "MET"),
                new Rejection.PartyAlreadyLinked(CASE.value(), PARTY.value()), new Rejection.IdempotencyKeyReused("k-1"),
                new Rejection.InvalidCursor("it was issued for another query"),
                new Rejection.ItemTooLarge("evidence", 420_000, 409_600),
                OPEN_CASE, new TransitionCase(CASE, 3, CaseStatus.RESPONSE_WAITING),
                new LinkParty(CASE, Classification.RESTRICTED, PARTY, PartyKind.COMPANY, new Title("PT Maju Jaya"),
                        PartyRole.RESPONDENT),
                new CreateTask(CASE, new Title("Serve the notice"), ASSIGNEE, DUE_AT).withIdempotencyKey(KEY),
                new ReassignTask(TASK_HANDLE, 1, OFFICER), new CompleteTask(TASK_HANDLE, 2),
                new AddDeadline(CASE, DeadlineType.LEGAL_RESPONSE, DUE_AT),
                new ResolveDeadline(DEADLINE_HANDLE, 1, DeadlineStatus.MET),
                new AttachEvidence(CASE, new Title("Signed loan contract"),
                        new BlobRef("s3://evidence/case-7f3a/contract.pdf"), new Sha256(SHA), 48_213, metadata),
                new RescheduleTask(TASK_HANDLE, 1, later), new ChangeRiskScore(CASE, 3, new RiskScore(40)),
                new RenameCase(CASE, 3, new Title("Unlicensed lending and debt collection")),
                new ChangeExternalRef(CASE, 3, new ExternalRef("DOCKET-2026-0042-A")),
                new Backfill(4, 2, 100, 0, 0, Map.of(1, "cG9zaXRpb24"), null),
                new SweepSnapshotDrift(4, 2, 100, 0, 0, Map.of(), null),
                TaskStatus.OPEN);
    }
}

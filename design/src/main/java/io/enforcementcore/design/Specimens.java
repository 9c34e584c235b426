package io.enforcementcore.design;

import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/**
 * Representative records for the hotspot simulation: ids shaped like the default minted ids (UUIDs,
 * 36 characters, derived from a name so every run prices the same items), titles and details of
 * realistic length, fixed instants. The real codecs turn them into items, so their sizes are the
 * sizes the store would write.
 */
final class Specimens {
    static final Instant NOW = Instant.parse("2026-07-07T09:00:00Z");
    static final Instant OPENED = Instant.parse("2026-03-02T08:30:00Z");
    static final OrgId OWNER = new OrgId("consumer-credit-enforcement");
    /** Every specimen case's owner and classification. */
    static final Provenance PROVENANCE = new Provenance(OWNER, Classification.CONFIDENTIAL);
    static final CaseId HOT_CASE = new CaseId(uuid("the hot case"));
    static final String HOT_CASE_LABEL = "hot";
    private static final Title CASE_TITLE =
            new Title("Unlicensed consumer lending: complaints from 40 borrowers across a regional branch network");
    private static final Title TASK_TITLE = new Title("Review the respondent's reply to the notice of violation");

    private Specimens() {
    }

    static String uuid(String name) {
        return UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8)).toString();
    }

    static TenantId tenant(int n) {
        return new TenantId("agency-" + n);
    }

    static CaseId caseOf(TenantId tenant, int n) {
        return new CaseId(uuid("case/" + tenant.value() + "/" + n));
    }

    static UserId officer(TenantId tenant, int n) {
        return new UserId(uuid("officer/" + tenant.value() + "/" + n));
    }

    static EventId event(String scope, int n) {
        return new EventId(uuid("event/" + scope + "/" + n));
    }

    static CaseMetadata meta(TenantId tenant, CaseId caseId) {
        return new CaseMetadata(tenant, caseId, new ExternalRef("ENF-2026-" + caseId.value().substring(0, 8)),
                CASE_TITLE, Classification.CONFIDENTIAL, OWNER,
                officer(tenant, 0), OPENED, OPENED);
    }

    static CaseState state(TenantId tenant, CaseId caseId, CaseStatus status, int riskScore) {
        return new CaseState(tenant, caseId, status, new RiskScore(riskScore), Classification.CONFIDENTIAL, 7, OPENED,
                NOW.minus(Duration.ofDays(1)), Option.some(new CaseCounts(2, 1, 3, 4)));
    }

    static Task openTask(TenantId tenant, CaseId caseId, UserId assignee, int n) {
        return Task.open(tenant, caseId, new TaskId(uuid("task/" + caseId.value() + "/" + n)), TASK_TITLE, assignee,
                due(n), CASE_TITLE, Audit.created(OWNER, Classification.CONFIDENTIAL, officer(tenant, 0),
                        NOW.minus(Duration.ofDays(2))));
    }

    static Deadline openDeadline(TenantId tenant, CaseId caseId, int n) {
        return Deadline.open(tenant, caseId, new DeadlineId(uuid("deadline/" + caseId.value() + "/" + n)),
                DeadlineType.LEGAL_RESPONSE, due(n), CASE_TITLE, Audit.created(OWNER, Classification.CONFIDENTIAL,
                        officer(tenant, 0), NOW.minus(Duration.ofDays(3))));
    }

    static CaseParty party(TenantId tenant, CaseId caseId, int n) {
        return new CaseParty(tenant, caseId, new PartyId(uuid("party/" + tenant.value() + "/" + n)),
                PartyKind.COMPANY, new Title("PT Dana Cepat Sejahtera Finance"), PartyRole.RESPONDENT,
                Classification.CONFIDENTIAL, OPENED);
    }

    static Evidence evidence(TenantId tenant, CaseId caseId, UserId by, int n) {
        String id = uuid("evidence/" + caseId.value() + "/" + n);
        return new Evidence(tenant, caseId, new EvidenceId(id), new Title("Scanned loan agreement with annotations"),
                new BlobRef("s3://enforcement-evidence/" + tenant.value() + "/" + id + ".pdf"),
                new Sha256("ab".repeat(32)), 2_457_600, by,
                new EvidenceMetadata(Map.of("mimeType", "application/pdf", "pages", "14")), NOW);
    }

    /** A fact of {@code type} whose payload has these fields, as a command records it. */
    static TimelineEvent fact(TenantId tenant, CaseId caseId, EventId eventId, EventType type, UserId actor,
                              Map<String, String> details) {
        return new TimelineEvent(tenant, caseId, eventId, NOW, actor, EventPayload.parse(type, details));
    }

    /** A fact brought over from a legacy system: a letter filed under its legacy reference, with a summary. */
    static TimelineEvent importedFact(TenantId tenant, CaseId caseId, EventId eventId) {
        return new TimelineEvent(tenant, caseId, eventId, OPENED, officer(tenant, 0), new EventPayload.EvidenceAttached(
                new EvidenceId("LCS-2019-004417-" + eventId.value().substring(0, 6)),
                new Title("Letter from the respondent's counsel disputing the interest calculation for the 2019 "
                        + "loan book; copy filed with the regional office."), new Sha256("cd".repeat(32)), 184_320));
    }

    static Map<String, String> taskDetails(Task task) {
        return Map.of("taskId", task.taskId().value(), "assigneeId", task.assignee().value(),
                "dueAt", Timestamps.format(task.dueAt()));
    }

    private static Instant due(int n) {
        return NOW.plus(Duration.ofDays(1 + Math.floorMod(n, 30))).plus(Duration.ofHours(8));
    }
}

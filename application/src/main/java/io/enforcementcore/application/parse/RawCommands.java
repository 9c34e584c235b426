package io.enforcementcore.application.parse;

import static io.enforcementcore.application.parse.Fields.field;
import static io.enforcementcore.application.parse.Fields.instant;
import static io.enforcementcore.application.parse.Fields.optional;
import static io.enforcementcore.application.parse.Fields.parse;

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
import io.enforcementcore.application.query.BackfillResumeToken;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Map;

/**
 * The one way from untrusted text (a command line, a form, a message) to a command: each method takes
 * the request's fields as sent and answers the typed command, or {@link Rejection.InvalidInput} naming
 * the first field that is refused, by the name the request gives it ({@code assigneeId}, {@code dueAt},
 * {@code targetStatus}). A task or deadline is named by the token its receipt or a listing gave
 * ({@link TaskHandle#toToken()}); an absent idempotency key is null.
 *
 * <p>Parsing needs no principal and reads nothing, so it comes before the call: bad input is answered
 * before the role is checked, and nothing is read or written for it.
 */
public final class RawCommands {
    private RawCommands() {
    }

    public static Either<Rejection, OpenCase> openCase(String externalRef, String title, int riskScore,
                                                       String classification, String ownerOrgId,
                                                       String idempotencyKey) {
        return parse(() -> new OpenCase(
                field("externalRef", externalRef, ExternalRef::new),
                field("title", title, Title::new),
                field("riskScore", () -> new RiskScore(riskScore)),
                Classification.parse("classification", classification),
                field("ownerOrgId", ownerOrgId, OrgId::new),
                key(idempotencyKey)));
    }

    public static Either<Rejection, TransitionCase> transitionCase(String caseId, long expectedVersion,
                                                                   String targetStatus, String idempotencyKey) {
        return parse(() -> new TransitionCase(
                caseId(caseId),
                expectedVersion,
                CaseStatus.parse("targetStatus", targetStatus),
                key(idempotencyKey)));
    }

    public static Either<Rejection, LinkParty> linkParty(String caseId, String caseClassification, String partyId,
                                                         String partyKind, String partyName, String role,
                                                         String idempotencyKey) {
        return parse(() -> new LinkParty(
                caseId(caseId),
                Classification.parse("caseClassification", caseClassification),
                field("partyId", partyId, PartyId::new),
                PartyKind.parse("partyKind", partyKind),
                field("partyName", partyName, Title::new),
                PartyRole.parse("role", role),
                key(idempotencyKey)));
    }

    public static Either<Rejection, CreateTask> createTask(String caseId, String title, String assigneeId,
                                                           String dueAt, String idempotencyKey) {
        return parse(() -> new CreateTask(
                caseId(caseId),
                field("title", title, Title::new),
                field("assigneeId", assigneeId, UserId::new),
                instant("dueAt", dueAt),
                key(idempotencyKey)));
    }

    public static Either<Rejection, ReassignTask> reassignTask(String task, long expectedVersion,
                                                               String newAssigneeId, String idempotencyKey) {
        return parse(() -> new ReassignTask(
                field("task", task, TaskHandle::parseToken),
                expectedVersion,
                field("newAssigneeId", newAssigneeId, UserId::new),
                key(idempotencyKey)));
    }

    public static Either<Rejection, CompleteTask> completeTask(String task, long expectedVersion,
                                                               String idempotencyKey) {
        return parse(() -> new CompleteTask(
                field("task", task, TaskHandle::parseToken),
                expectedVersion,
                key(idempotencyKey)));
    }

    public static Either<Rejection, AddDeadline> addDeadline(String caseId, String deadlineType, String dueAt,
                                                             String idempotencyKey) {
        return parse(() -> new AddDeadline(
                caseId(caseId),
                DeadlineType.parse("deadlineType", deadlineType),
                instant("dueAt", dueAt),
                key(idempotencyKey)));
    }

    public static Either<Rejection, ResolveDeadline> resolveDeadline(String deadline, long expectedVersion,
                                                                     String outcome, String idempotencyKey) {
        return parse(() -> new ResolveDeadline(
                field("deadline", deadline, DeadlineHandle::parseToken),
                expectedVersion,
                DeadlineStatus.parseOutcome("outcome", outcome),
                key(idempotencyKey)));
    }

    /** {@code metadata} may be null for none. */
    public static Either<Rejection, AttachEvidence> attachEvidence(String caseId, String description, String blobRef,
                                                                   String sha256, long sizeBytes,
                                                                   Map<String, String> metadata,
                                                                   String idempotencyKey) {
        return parse(() -> new AttachEvidence(
                caseId(caseId),
                field("description", description, Title::new),
                field("blobRef", blobRef, BlobRef::new),
                field("sha256", sha256, Sha256::new),
                sizeBytes,
                field("metadata", () -> new EvidenceMetadata(metadata)),
                key(idempotencyKey)));
    }

    public static Either<Rejection, RescheduleTask> rescheduleTask(String task, long expectedVersion,
                                                                   String newDueAt, String idempotencyKey) {
        return parse(() -> new RescheduleTask(
                field("task", task, TaskHandle::parseToken),
                expectedVersion,
                instant("newDueAt", newDueAt),
                key(idempotencyKey)));
    }

    public static Either<Rejection, ChangeRiskScore> changeRiskScore(String caseId, long expectedVersion,
                                                                     int riskScore, String idempotencyKey) {
        return parse(() -> new ChangeRiskScore(
                caseId(caseId),
                expectedVersion,
                field("riskScore", () -> new RiskScore(riskScore)),
                key(idempotencyKey)));
    }

    public static Either<Rejection, RenameCase> renameCase(String caseId, long expectedVersion, String title,
                                                           String idempotencyKey) {
        return parse(() -> new RenameCase(
                caseId(caseId),
                expectedVersion,
                field("title", title, Title::new),
                key(idempotencyKey)));
    }

    public static Either<Rejection, ChangeExternalRef> changeExternalRef(String caseId, long expectedVersion,
                                                                         String externalRef, String idempotencyKey) {
        return parse(() -> new ChangeExternalRef(
                caseId(caseId),
                expectedVersion,
                field("externalRef", externalRef, ExternalRef::new),
                key(idempotencyKey)));
    }

    /**
     * C14, paced and bounded as {@link Backfill} says; {@code resumeToken} is the token an interrupted run's
     * report printed, or null to work every segment from its start. No progress is reported.
     */
    public static Either<Rejection, Backfill> backfill(int totalSegments, int parallel, int itemsPerSecond,
                                                       int readUnitsPerSecond, int maxItems, String resumeToken) {
        return parse(() -> new Backfill(totalSegments, parallel, itemsPerSecond, readUnitsPerSecond, maxItems,
                resumeFrom(resumeToken), null));
    }

    /** The drift sweep, walking as {@link #backfill} does, from the same kind of resume token. */
    public static Either<Rejection, SweepSnapshotDrift> sweepSnapshotDrift(int totalSegments, int parallel,
                                                                           int itemsPerSecond, int readUnitsPerSecond,
                                                                           int maxItems, String resumeToken) {
        return parse(() -> new SweepSnapshotDrift(totalSegments, parallel, itemsPerSecond, readUnitsPerSecond,
                maxItems, resumeFrom(resumeToken), null));
    }

    /** The token's form is checked here; whether the store resumes from its positions, when the job starts. */
    private static Map<Integer, String> resumeFrom(String resumeToken) {
        if (resumeToken == null) {
            return Map.of();
        }
        try {
            return BackfillResumeToken.decode(resumeToken);
        } catch (IllegalArgumentException notAToken) {
            throw new InvalidValue("resumeToken", notAToken.getMessage());
        }
    }

    private static CaseId caseId(String raw) {
        return field("caseId", raw, CaseId::new);
    }

    private static Option<IdempotencyKey> key(String raw) {
        return optional("idempotencyKey", raw, IdempotencyKey::new);
    }
}

package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.EntityRef;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Map;
import org.mapstruct.Named;

/** Conversions between domain value objects and the plain values items store; used by {@link ItemMapper}. */
final class DomainValues {
    private static final String CASE = "CASE";
    private static final String TASK = "TASK";
    private static final String DEADLINE = "DEADLINE";
    private static final String PARTY = "PARTY";
    private static final String EVIDENCE = "EVIDENCE";
    private DomainValues() {
    }

    /** A record's audit attributes, as stored (each one read as the current schema has it). */
    public static Audit audit(String ownerOrgId, String classification, String createdAt, String createdBy,
                              String updatedAt, String updatedBy) {
        return new Audit(new OrgId(ownerOrgId), Classification.valueOf(classification), instant(createdAt),
                new UserId(createdBy), instant(updatedAt), new UserId(updatedBy));
    }

    public static String timestamp(Instant instant) {
        return Timestamps.format(instant);
    }

    public static Instant instant(String text) {
        return Timestamps.parse("timestamp", text);
    }

    /** A time-to-live as DynamoDB reads it: epoch seconds, or null for an item that does not expire. */
    public static Long epochSeconds(Option<Instant> expiresAt) {
        return expiresAt.map(Instant::getEpochSecond).getOrNull();
    }

    public static Option<Instant> expiry(Long epochSeconds) {
        return Option.of(epochSeconds).map(Instant::ofEpochSecond);
    }

    @Named("entityKind")
    public static String entityKind(EntityRef entity) {
        if (entity instanceof EntityRef.OfCase) {
            return CASE;
        }
        if (entity instanceof EntityRef.OfTask) {
            return TASK;
        }
        if (entity instanceof EntityRef.OfDeadline) {
            return DEADLINE;
        }
        return entity instanceof EntityRef.OfParty ? PARTY : EVIDENCE;
    }

    /** The entity's own id: a handle's task or deadline id, not its token. */
    @Named("entityId")
    public static String entityId(EntityRef entity) {
        if (entity instanceof EntityRef.OfTask task) {
            return task.handle().taskId().value();
        }
        if (entity instanceof EntityRef.OfDeadline deadline) {
            return deadline.handle().deadlineId().value();
        }
        return entity.text();
    }

    /** The due time of a task's or deadline's handle; null (no attribute) for other entities. */
    @Named("entityDueAt")
    public static String entityDueAt(EntityRef entity) {
        if (entity instanceof EntityRef.OfTask task) {
            return timestamp(task.handle().dueAt());
        }
        if (entity instanceof EntityRef.OfDeadline deadline) {
            return timestamp(deadline.handle().dueAt());
        }
        return null;
    }

    public static EntityRef entityRef(String kind, String caseId, String entityId, String dueAt) {
        return switch (kind) {
            case CASE -> new EntityRef.OfCase(caseId(entityId));
            case TASK -> new EntityRef.OfTask(new TaskHandle(caseId(caseId), taskId(entityId), instant(dueAt)));
            case DEADLINE -> new EntityRef.OfDeadline(
                    new DeadlineHandle(caseId(caseId), deadlineId(entityId), instant(dueAt)));
            case PARTY -> new EntityRef.OfParty(partyId(entityId));
            case EVIDENCE -> new EntityRef.OfEvidence(evidenceId(entityId));
            default -> throw new IllegalStateException("unknown entity kind '" + kind + "' in a stored receipt");
        };
    }

    public static int score(RiskScore score) {
        return score.value();
    }

    public static RiskScore riskScore(int value) {
        return new RiskScore(value);
    }

    public static Map<String, String> entries(EvidenceMetadata metadata) {
        return metadata.entries();
    }

    public static EvidenceMetadata evidenceMetadata(Map<String, String> entries) {
        return new EvidenceMetadata(entries);
    }

    public static String text(TenantId id) {
        return id.value();
    }

    public static TenantId tenantId(String value) {
        return new TenantId(value);
    }

    public static String text(CaseId id) {
        return id.value();
    }

    public static CaseId caseId(String value) {
        return new CaseId(value);
    }

    public static String text(ExternalRef ref) {
        return ref.value();
    }

    public static ExternalRef externalRef(String value) {
        return new ExternalRef(value);
    }

    public static String text(Title title) {
        return title.value();
    }

    public static Title title(String value) {
        return new Title(value);
    }

    /** The item keeps the flag it always kept: published or not. */
    public static OutboxStatus outboxStatus(boolean published) {
        return published ? OutboxStatus.PUBLISHED : OutboxStatus.PENDING;
    }

    public static String text(BlobRef ref) {
        return ref.value();
    }

    public static BlobRef blobRef(String value) {
        return new BlobRef(value);
    }

    public static String text(Sha256 digest) {
        return digest.value();
    }

    public static Sha256 sha256(String value) {
        return new Sha256(value);
    }

    public static String text(OrgId id) {
        return id.value();
    }

    public static OrgId orgId(String value) {
        return new OrgId(value);
    }

    public static String text(UserId id) {
        return id.value();
    }

    public static UserId userId(String value) {
        return new UserId(value);
    }

    public static String text(PartyId id) {
        return id.value();
    }

    public static PartyId partyId(String value) {
        return new PartyId(value);
    }

    public static String text(TaskId id) {
        return id.value();
    }

    public static TaskId taskId(String value) {
        return new TaskId(value);
    }

    public static String text(DeadlineId id) {
        return id.value();
    }

    public static DeadlineId deadlineId(String value) {
        return new DeadlineId(value);
    }

    public static String text(EvidenceId id) {
        return id.value();
    }

    public static EvidenceId evidenceId(String value) {
        return new EvidenceId(value);
    }

    public static String text(EventId id) {
        return id.value();
    }

    public static EventId eventId(String value) {
        return new EventId(value);
    }

    public static String text(IdempotencyKey key) {
        return key.value();
    }

    public static IdempotencyKey idempotencyKey(String value) {
        return new IdempotencyKey(value);
    }
}

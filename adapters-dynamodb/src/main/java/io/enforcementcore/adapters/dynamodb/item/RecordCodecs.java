package io.enforcementcore.adapters.dynamodb.item;

import static io.enforcementcore.adapters.dynamodb.item.ItemMapper.MAP;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.port.IdempotencyRecord;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Evidence metadata and idempotency records. An idempotency record carries its expiry as the table's
 * time-to-live; one written before records expired gets the default window from when it was recorded,
 * so the backfill (which re-encodes every item) brings it under the time-to-live too.
 */
public final class RecordCodecs {
    private RecordCodecs() {
    }

    public static Map<String, AttributeValue> evidence(Evidence evidence) {
        EvidenceItem i = MAP.toItem(evidence);
        return ItemWriter.item(KeyGrammar.evidence(evidence.caseId(), evidence.evidenceId()), EntityType.EVIDENCE,
                        i.tenantId(), i.createdAt(), i.updatedAt())
                .s("caseId", i.caseId())
                .s("evidenceId", i.evidenceId())
                .s("description", i.description())
                .s("blobRef", i.blobRef())
                .s("sha256", i.sha256())
                .n("sizeBytes", i.sizeBytes())
                .s("attachedBy", i.attachedBy())
                .map("metadata", i.metadata())
                .s("attachedAt", i.attachedAt())
                .build();
    }

    public static Evidence evidence(Map<String, AttributeValue> item) {
        ItemReader r = new ItemReader(item);
        return MAP.toDomain(new EvidenceItem(r.tenantId(), r.s("caseId"), r.s("evidenceId"), r.s("description"),
                r.s("blobRef"), r.s("sha256"), r.n("sizeBytes"), r.s("attachedBy"), r.map("metadata"),
                r.s("attachedAt"), r.createdAt(), r.updatedAt()));
    }

    public static Map<String, AttributeValue> idempotency(IdempotencyRecord record) {
        IdempotencyItem i = MAP.toItem(record);
        return ItemWriter.item(KeyGrammar.idempotency(record.tenantId(), record.key()),
                        EntityType.IDEMPOTENCY_RECORD, i.tenantId(), i.createdAt(), i.updatedAt())
                .s("idempotencyKey", i.idempotencyKey())
                .s("requestFingerprint", i.requestFingerprint())
                .s("command", i.command())
                .s("caseId", i.caseId())
                .s("entityKind", i.entityKind())
                .s("entityId", i.entityId())
                .n("version", i.version())
                .s("dueAt", i.dueAt())
                .s("recordedAt", i.recordedAt())
                .n(TableDefinition.TIME_TO_LIVE_ATTRIBUTE, i.expiresAt())
                .build();
    }

    public static IdempotencyRecord idempotency(Map<String, AttributeValue> item) {
        ItemReader r = new ItemReader(item);
        return MAP.toDomain(new IdempotencyItem(r.tenantId(), r.s("idempotencyKey"), r.s("requestFingerprint"),
                r.s("command"), r.s("caseId"), r.s("entityKind"), r.s("entityId"), r.n("version"), r.optionalS("dueAt"),
                r.s("recordedAt"), r.createdAt(), r.updatedAt(), expiresAt(r)));
    }

    private static long expiresAt(ItemReader r) {
        Long stored = r.optionalN(TableDefinition.TIME_TO_LIVE_ATTRIBUTE);
        return stored != null ? stored
                : RetentionPolicy.DEFAULT.idempotencyExpiry(DomainValues.instant(r.s("recordedAt"))).getEpochSecond();
    }
}

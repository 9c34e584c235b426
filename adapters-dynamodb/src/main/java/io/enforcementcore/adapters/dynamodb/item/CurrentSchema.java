package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a stored item looks like in the current schema: decoded by its entity's codec and encoded
 * again, which brings {@code schemaVersion} and every derived index attribute up to date (schema 2
 * added the LSI1 open-work keys of tasks and deadlines; {@link SchemaUpcasts} lists each change). Items of
 * unknown type are left alone, and so are items of a newer schema than this code's: re-encoding one would
 * drop what the newer writer added, a downgrade that a rollback must never cause.
 */
public final class CurrentSchema {
    private final EventCodecs events;

    public CurrentSchema(EventCodecs events) {
        this.events = events;
    }

    public Option<Map<String, AttributeValue>> of(Map<String, AttributeValue> item) {
        AttributeValue type = item.get(ItemWriter.ENTITY_TYPE);
        if (type == null || type.s() == null || SchemaUpcasts.isNewerThanCurrent(item)) {
            return Option.none();
        }
        Option<EntityType> entity = EntityType.ofLabel(type.s());
        if (entity.isEmpty() || entity.get().isLeasing()) {
            return Option.none();
        }
        try {
            return Option.some(keepingTimestamps(item, reencode(entity.get(), item)));
        } catch (RuntimeException undecodable) {
            // an item the codecs cannot read is left as it is, for a person to look at, not guessed at
            return Option.none();
        }
    }

    private Map<String, AttributeValue> reencode(EntityType entity, Map<String, AttributeValue> item) {
        return switch (entity) {
            case CASE -> CaseCodecs.meta(CaseCodecs.meta(item));
            case CASE_STATE -> CaseCodecs.state(CaseCodecs.state(item));
            case CASE_PARTY -> PartyCodecs.caseToParty(PartyCodecs.edge(item));
            case PARTY -> PartyCodecs.profile(PartyCodecs.profile(item));
            case PARTY_CASE -> PartyCodecs.partyToCase(PartyCodecs.edge(item));
            case TASK -> WorkCodecs.task(WorkCodecs.task(item));
            case DEADLINE -> WorkCodecs.deadline(WorkCodecs.deadline(item));
            case EVIDENCE -> RecordCodecs.evidence(RecordCodecs.evidence(item));
            case TIMELINE_EVENT -> EventCodecs.timeline(EventCodecs.timeline(item));
            case OUTBOX_EVENT -> events.outbox(EventCodecs.outbox(item));
            case IDEMPOTENCY_RECORD -> RecordCodecs.idempotency(RecordCodecs.idempotency(item));
            case UNIQUE_EXTERNAL_REF -> withCurrentVersion(item);
            case LEASE, LEASE_MEMBER -> throw new IllegalArgumentException("a lease group's item is never re-encoded");
        };
    }

    /**
     * createdAt/updatedAt are facts about the stored item (a publish sets updatedAt), not derived values;
     * so are the commit that wrote it and its audit stamp (who wrote it, for which owner and classification).
     */
    private static Map<String, AttributeValue> keepingTimestamps(Map<String, AttributeValue> stored,
                                                                 Map<String, AttributeValue> current) {
        Map<String, AttributeValue> kept = new LinkedHashMap<>(current);
        keep(stored, kept, StoredCommit.ATTRIBUTE);
        AuditAttributes.NAMES.forEach(stamp -> keep(stored, kept, stamp));
        return kept;
    }

    private static void keep(Map<String, AttributeValue> stored, Map<String, AttributeValue> kept, String attribute) {
        if (stored.containsKey(attribute)) {
            kept.put(attribute, stored.get(attribute));
        }
    }

    private static Map<String, AttributeValue> withCurrentVersion(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> current = new LinkedHashMap<>(item);
        current.put(ItemWriter.SCHEMA_VERSION,
                AttributeValue.fromN(Integer.toString(EntityType.CURRENT_SCHEMA_VERSION)));
        return current;
    }
}

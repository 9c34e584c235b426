package io.enforcementcore.adapters.dynamodb.item;

import static io.enforcementcore.adapters.dynamodb.item.ItemMapper.MAP;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.IndexKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.UserId;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Timeline events and outbox events; a pending outbox event carries its shard's GSI1 keys (AP10), a
 * published one its expiry as the table's time-to-live. One published before events expired reads with the
 * expiry the domain gives an unstated one, from its publication ({@code updatedAt}), so the backfill brings it
 * under the time-to-live too.
 */
public final class EventCodecs {
    /** The pending-outbox view is split into this many partitions unless the settings say otherwise. */
    public static final int DEFAULT_OUTBOX_SHARDS = 8;

    /** What {@link #outbox(Map)} decodes: the relay (AP10) publishes the whole event. */
    public static final List<String> OUTBOX_VIEW = List.of(ItemWriter.TENANT_ID, "caseId", "eventId", "eventType",
            "occurredAt", "payload", "published", ItemWriter.CREATED_AT, ItemWriter.UPDATED_AT,
            TableDefinition.TIME_TO_LIVE_ATTRIBUTE, ItemWriter.SCHEMA_VERSION);

    private final int outboxShards;

    public EventCodecs(int outboxShards) {
        this.outboxShards = outboxShards;
    }

    /** The payload is stored as its text fields, under {@code details}; its type names how to read them. */
    public static Map<String, AttributeValue> timeline(TimelineEvent event) {
        String occurredAt = DomainValues.timestamp(event.occurredAt());
        return ItemWriter.item(KeyGrammar.timelineEvent(event.caseId(), event.occurredAt(), event.eventId()),
                        EntityType.TIMELINE_EVENT, event.tenantId().value(), occurredAt, occurredAt)
                .s("caseId", event.caseId().value())
                .s("eventId", event.eventId().value())
                .s("eventType", event.type().name())
                .s("occurredAt", occurredAt)
                .s("actor", event.actor().value())
                .map("details", event.details())
                .build();
    }

    public static TimelineEvent timeline(Map<String, AttributeValue> item) {
        ItemReader r = new ItemReader(item);
        EventType type = EventType.valueOf(r.s("eventType"));
        return new TimelineEvent(new TenantId(r.tenantId()), new CaseId(r.s("caseId")), new EventId(r.s("eventId")),
                DomainValues.instant(r.s("occurredAt")), new UserId(r.s("actor")),
                EventPayload.parse(type, r.textsToLookUp("details")));
    }

    public Map<String, AttributeValue> outbox(OutboxEvent event) {
        OutboxItem i = MAP.toItem(event);
        ItemWriter w = ItemWriter.item(KeyGrammar.outboxEvent(event.caseId(), event.occurredAt(), event.eventId()),
                        EntityType.OUTBOX_EVENT, i.tenantId(), i.createdAt(), i.updatedAt())
                .s("caseId", i.caseId())
                .s("eventId", i.eventId())
                .s("eventType", i.eventType())
                .s("occurredAt", i.occurredAt())
                .map("payload", i.payload())
                .bool("published", i.published());
        if (!event.isPublished()) {
            w.index(pendingIndex(event));
        }
        if (i.expiresAt() != null) {
            w.n(TableDefinition.TIME_TO_LIVE_ATTRIBUTE, i.expiresAt());
        }
        return w.build();
    }

    public IndexKey pendingIndex(OutboxEvent event) {
        return KeyGrammar.outboxPending(event.eventId(), event.occurredAt(), outboxShards);
    }

    public static OutboxEvent outbox(Map<String, AttributeValue> item) {
        ItemReader r = ItemReader.of(item, OUTBOX_VIEW);
        return MAP.toDomain(new OutboxItem(r.tenantId(), r.s("caseId"), r.s("eventId"), r.s("eventType"),
                r.s("occurredAt"), r.map("payload"), r.bool("published"), r.createdAt(), r.updatedAt(),
                expiresAt(r)));
    }

    private static Long expiresAt(ItemReader r) {
        Long stored = r.optionalN(TableDefinition.TIME_TO_LIVE_ATTRIBUTE);
        if (stored != null || !r.bool("published")) {
            return stored;
        }
        return RetentionPolicy.unstatedPublishedOutboxExpiry(DomainValues.instant(r.updatedAt())).getEpochSecond();
    }
}

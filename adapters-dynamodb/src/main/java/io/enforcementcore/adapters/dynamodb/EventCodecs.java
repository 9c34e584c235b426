package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.ItemMapper.MAP;

import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.TimelineEvent;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Timeline events and outbox events; a pending outbox event carries its shard's GSI1 keys (AP10). */
public final class EventCodecs {
    private final int outboxShards;

    public EventCodecs(int outboxShards) {
        this.outboxShards = outboxShards;
    }

    public static Map<String, AttributeValue> timeline(TimelineEvent event) {
        TimelineItem i = MAP.toItem(event);
        return ItemWriter.item(KeyGrammar.timelineEvent(event.caseId(), event.occurredAt(), event.eventId()),
                        EntityType.TIMELINE_EVENT, i.tenantId(), i.createdAt(), i.updatedAt())
                .s("caseId", i.caseId())
                .s("eventId", i.eventId())
                .s("eventType", i.eventType())
                .s("occurredAt", i.occurredAt())
                .s("actor", i.actor())
                .map("details", i.details())
                .build();
    }

    public static TimelineEvent timeline(Map<String, AttributeValue> item) {
        ItemReader r = new ItemReader(item);
        return MAP.toDomain(new TimelineItem(r.tenantId(), r.s("caseId"), r.s("eventId"), r.s("eventType"),
                r.s("occurredAt"), r.s("actor"), r.map("details"), r.createdAt(), r.updatedAt()));
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
        if (!event.published()) {
            w.index(pendingIndex(event));
        }
        return w.build();
    }

    IndexKey pendingIndex(OutboxEvent event) {
        return KeyGrammar.outboxPending(event.eventId(), event.occurredAt(), outboxShards);
    }

    public static OutboxEvent outbox(Map<String, AttributeValue> item) {
        ItemReader r = new ItemReader(item);
        return MAP.toDomain(new OutboxItem(r.tenantId(), r.s("caseId"), r.s("eventId"), r.s("eventType"),
                r.s("occurredAt"), r.map("payload"), r.bool("published"), r.createdAt(), r.updatedAt()));
    }
}

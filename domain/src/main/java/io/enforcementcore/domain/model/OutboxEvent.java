package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A domain event written in the same transaction as the change it announces, and published later by
 * the relay (C13). The event id is stable, so consumers can drop duplicates of an at-least-once relay.
 */
public record OutboxEvent(
        TenantId tenantId,
        CaseId caseId,
        EventId eventId,
        EventType type,
        Instant occurredAt,
        Map<String, String> payload,
        boolean published) {

    public OutboxEvent {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(eventId, "eventId");
        Objects.requireNonNull(type, "type");
        Timestamps.requireInRange("occurredAt", occurredAt);
        payload = java.util.Collections.unmodifiableMap(new TreeMap<>(payload == null ? Map.of() : payload));
    }

    public OutboxStatus status() {
        return published ? OutboxStatus.PUBLISHED : OutboxStatus.PENDING;
    }

    public static OutboxEvent pending(TimelineEvent fact) {
        return new OutboxEvent(fact.tenantId(), fact.caseId(), fact.eventId(), fact.type(), fact.occurredAt(),
                fact.details(), false);
    }
}

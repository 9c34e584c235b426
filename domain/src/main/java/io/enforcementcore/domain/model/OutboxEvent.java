package io.enforcementcore.domain.model;

import io.vavr.control.Option;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * A domain event written in the same transaction as the change it announces, and published later by
 * the relay (C13). The event id is stable, so consumers can drop duplicates of an at-least-once relay.
 * A published event is kept until {@code expiresAt} (see {@link RetentionPolicy}), for consumers to re-read
 * it, and from then on is gone; a pending event never expires. No port of this library reads published
 * events: one that does must treat an expired event as absent ({@link RetentionPolicy#hasExpired}).
 */
public record OutboxEvent(
        TenantId tenantId,
        CaseId caseId,
        EventId eventId,
        EventType type,
        Instant occurredAt,
        Map<String, String> payload,
        OutboxStatus status,
        Option<Instant> expiresAt) {

    public OutboxEvent {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(eventId, "eventId");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(status, "status");
        Timestamps.requireInRange("occurredAt", occurredAt);
        payload = SortedFields.copyOf(payload == null ? Map.of() : payload);
        Objects.requireNonNull(expiresAt, "expiresAt").forEach(at -> RetentionPolicy.requireWholeSeconds("expiresAt", at));
        if (status == OutboxStatus.PENDING && expiresAt.isDefined()) {
            throw new IllegalArgumentException("a pending outbox event never expires, yet " + eventId
                    + " was given " + expiresAt.get());
        }
    }

    /** An event kept for ever once published: what the store held before retention existed. */
    public OutboxEvent(TenantId tenantId, CaseId caseId, EventId eventId, EventType type, Instant occurredAt,
                       Map<String, String> payload, OutboxStatus status) {
        this(tenantId, caseId, eventId, type, occurredAt, payload, status, Option.none());
    }

    public boolean isPublished() {
        return status == OutboxStatus.PUBLISHED;
    }

    /** The event once published at {@code at}: kept until the expiry {@code retention} gives it, then gone. */
    public OutboxEvent published(Instant at, RetentionPolicy retention) {
        return new OutboxEvent(tenantId, caseId, eventId, type, occurredAt, payload, OutboxStatus.PUBLISHED,
                Option.some(retention.publishedOutboxExpiry(at)));
    }

    public static OutboxEvent pending(TimelineEvent fact) {
        return new OutboxEvent(fact.tenantId(), fact.caseId(), fact.eventId(), fact.type(), fact.occurredAt(),
                fact.details(), OutboxStatus.PENDING);
    }
}

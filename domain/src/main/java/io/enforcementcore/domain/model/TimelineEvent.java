package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * An immutable fact in a case's history, ordered by {@code occurredAt} then {@code eventId} (AP02).
 * What it says is its typed {@link EventPayload}, which also names its {@link EventType}.
 */
public record TimelineEvent(
        TenantId tenantId,
        CaseId caseId,
        EventId eventId,
        Instant occurredAt,
        UserId actor,
        EventPayload payload) {

    public TimelineEvent {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(eventId, "eventId");
        Timestamps.requireInRange("occurredAt", occurredAt);
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(payload, "payload");
    }

    public EventType type() {
        return payload.type();
    }

    /** The payload as text fields: what the outbox announces and what a list shows. */
    public Map<String, String> details() {
        return payload.fields();
    }
}

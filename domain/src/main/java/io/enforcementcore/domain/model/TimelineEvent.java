package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/** An immutable fact in a case's history, ordered by {@code occurredAt} then {@code eventId} (AP02). */
public record TimelineEvent(
        TenantId tenantId,
        CaseId caseId,
        EventId eventId,
        EventType type,
        Instant occurredAt,
        UserId actor,
        Map<String, String> details) {

    public TimelineEvent {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(eventId, "eventId");
        Objects.requireNonNull(type, "type");
        Timestamps.requireInRange("occurredAt", occurredAt);
        Objects.requireNonNull(actor, "actor");
        details = java.util.Collections.unmodifiableMap(new TreeMap<>(details == null ? Map.of() : details));
    }
}

package io.enforcementcore.application.projection;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import java.time.Instant;
import java.util.Comparator;
import java.util.Objects;

/**
 * One fact of a case's history as a projection consumes it, whether it came live from the outbox relay or
 * from the timeline (AP02) in a replay: the two carry the same event id, time and payload.
 */
public record CaseFact(TenantId tenantId, CaseId caseId, EventId eventId, Instant occurredAt, EventPayload payload) {
    /** The timeline's own order (AP02 reversed): occurredAt, then eventId. */
    public static final Comparator<CaseFact> HISTORY_ORDER = Comparator.comparing(CaseFact::occurredAt)
            .thenComparing(fact -> fact.eventId().value());

    public CaseFact {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(eventId, "eventId");
        Objects.requireNonNull(occurredAt, "occurredAt");
        Objects.requireNonNull(payload, "payload");
    }

    public static CaseFact of(TimelineEvent event) {
        return new CaseFact(event.tenantId(), event.caseId(), event.eventId(), event.occurredAt(), event.payload());
    }

    /** Reads the announced fields back into the typed payload; refuses fields that do not fit its type. */
    public static CaseFact of(OutboxEvent event) {
        return new CaseFact(event.tenantId(), event.caseId(), event.eventId(), event.occurredAt(),
                EventPayload.parse(event.type(), event.payload()));
    }
}

package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;
import java.util.Objects;

/**
 * Who decides, for which tenant, when, and under which event id the decision records its fact. The
 * caller supplies the time and the id: the domain reads no clock and mints nothing.
 */
public record Act(TenantId tenantId, UserId actor, Instant at, EventId eventId) {
    public Act {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(actor, "actor");
        Timestamps.requireInRange("at", at);
        Objects.requireNonNull(eventId, "eventId");
    }

    TimelineEvent fact(CaseId caseId, EventPayload payload) {
        return new TimelineEvent(tenantId, caseId, eventId, at, actor, payload);
    }
}

package io.enforcementcore.application;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.Change;
import java.time.Instant;
import java.util.Map;

/**
 * The timeline fact (and, for announced facts, the outbox event) a command writes beside its change.
 * Both share one minted event id, so a consumer can match a published event to the case history.
 */
final class Events {
    private Events() {
    }

    static TimelineEvent fact(Wiring wiring, Principal actor, CaseId caseId, EventType type, Instant at,
                              Map<String, String> details) {
        return new TimelineEvent(actor.tenantId(), caseId, wiring.newEventId(), type, at, actor.userId(), details);
    }

    static Change.AppendTimeline recorded(TimelineEvent fact) {
        return new Change.AppendTimeline(fact);
    }

    static Change.AppendOutbox announced(TimelineEvent fact) {
        return new Change.AppendOutbox(OutboxEvent.pending(fact));
    }
}

package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;
import java.util.Objects;

/**
 * Who decides, for which tenant, with which clearance, when, and under which event id the decision
 * records its fact. The caller supplies the time and the id: the domain reads no clock and mints nothing.
 */
public record Act(TenantId tenantId, UserId actor, Classification clearance, Instant at, EventId eventId) {
    public Act {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(clearance, "clearance");
        Timestamps.requireInRange("at", at);
        Objects.requireNonNull(eventId, "eventId");
    }

    /**
     * What a decision on the case relies on first: that the actor may see it at all. An actor cleared for
     * the most sensitive classification sees every case, so the decision then needs no condition for it.
     */
    Decision seeing(CaseId caseId) {
        return clearance.seesEverything() ? Decision.requiring()
                : Decision.requiring(new Precondition.CaseVisible(tenantId, caseId, clearance));
    }

    /** Whether a case of {@code classification} exists for the actor. */
    boolean maySee(Classification classification) {
        return classification.isWithin(clearance);
    }

    TimelineEvent fact(CaseId caseId, EventPayload payload) {
        return new TimelineEvent(tenantId, caseId, eventId, at, actor, payload);
    }
}

package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.decision.Precondition.EventPending;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.RetentionPolicy;
import java.time.Instant;

/** The outbox: an event is published once, then leaves the pending view and is kept as long as the policy says. */
public final class OutboxDecisions {
    private OutboxDecisions() {
    }

    /** C13, after the event went out: only a pending event is marked, so a second relay finds it gone. */
    public static Decision markPublished(OutboxEvent event, Instant at, RetentionPolicy retention) {
        return Decision.requiring(new EventPending(event.tenantId(),
                        new Subject.OutboxEntry(event.caseId(), event.eventId(), event.occurredAt())))
                .writing(new Change.MarkOutboxPublished(event, event.published(at, retention), at));
    }
}

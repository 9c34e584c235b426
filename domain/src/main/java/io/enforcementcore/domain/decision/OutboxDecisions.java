package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.decision.Precondition.EventPending;
import io.enforcementcore.domain.decision.Precondition.LeaseHeld;
import io.enforcementcore.domain.model.Lease;
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

    /**
     * C13 by a relay that works the event's shard under {@code lease}: marked only while the lease is still
     * held as it was, so that a relay that lost its shard to another instance leaves the event to that one.
     * The lease is named first: a relay that lost it learns so whatever became of the event.
     */
    public static Decision markPublished(OutboxEvent event, Instant at, RetentionPolicy retention, Lease lease) {
        return Decision.requiring(new LeaseHeld(lease)).and(markPublished(event, at, retention));
    }
}

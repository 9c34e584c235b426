package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.OutboxEvent;
import io.vavr.control.Try;

/**
 * Driven port to the message channel the outbox relay publishes to. Contract: at-least-once; the same
 * event (same id) may be offered more than once and the channel's consumers must accept duplicates.
 * A failure leaves the event pending for the next relay run.
 */
public interface ForPublishingEvents {
    Try<Void> publish(OutboxEvent event);
}

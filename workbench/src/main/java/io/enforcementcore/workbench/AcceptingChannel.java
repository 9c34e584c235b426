package io.enforcementcore.workbench;

import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.vavr.control.Try;
import java.util.concurrent.atomic.AtomicInteger;

/** The demo's message channel: accepts every event and counts it. */
final class AcceptingChannel implements ForPublishingEvents {
    private final AtomicInteger published = new AtomicInteger();

    @Override
    public Try<Void> publish(OutboxEvent event) {
        published.incrementAndGet();
        return Try.success(null);
    }

    int published() {
        return published.get();
    }
}

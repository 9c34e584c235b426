package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.messages.EventMessage;
import io.enforcementcore.messages.PublishFailed;
import io.vavr.control.Try;
import java.util.ArrayList;
import java.util.List;

/**
 * An event channel in memory: it keeps every message published, in the order published, as the SQS and SNS
 * channels would deliver it ({@link EventMessage}: the same body and attributes). It keeps every offer, a
 * duplicate too, as a standard queue may, so that a test can count what a relay sent twice. Once closed it
 * refuses every publish, as a channel that went away does, and the relay leaves those events pending.
 * Safe for concurrent use.
 */
public final class InMemoryEventChannel implements ForPublishingEvents {
    static final String NAME = "the in-memory channel";
    private final List<EventMessage> published = new ArrayList<>();
    private boolean closed;

    private InMemoryEventChannel() {
    }

    public static InMemoryEventChannel create() {
        return new InMemoryEventChannel();
    }

    @Override
    public synchronized Try<Void> publish(OutboxEvent event) {
        if (closed) {
            return Try.failure(new PublishFailed(NAME, event, "it is closed"));
        }
        published.add(EventMessage.of(event));
        return Try.success(null);
    }

    /** Every message published so far, oldest first. */
    public synchronized List<EventMessage> published() {
        return List.copyOf(published);
    }

    /** From now on every publish fails; what was published stays readable. */
    public synchronized void close() {
        closed = true;
    }
}

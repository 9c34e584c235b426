package io.enforcementcore.acceptance.support;

import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.vavr.control.Try;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The message channel the outbox relay publishes to: it remembers every event it received, and can be down. */
public final class RecordingChannel implements ForPublishingEvents {
    private final List<OutboxEvent> received = new CopyOnWriteArrayList<>();
    private volatile boolean down;

    @Override
    public Try<Void> publish(OutboxEvent event) {
        if (down) {
            return Try.failure(new IllegalStateException("the message channel is down"));
        }
        received.add(event);
        return Try.success(null);
    }

    public void goDown() {
        down = true;
    }

    public void comeBack() {
        down = false;
    }

    public List<OutboxEvent> received() {
        return List.copyOf(received);
    }
}

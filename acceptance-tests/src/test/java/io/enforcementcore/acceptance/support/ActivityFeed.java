package io.enforcementcore.acceptance.support;

import io.enforcementcore.application.projection.CaseActivityProjection;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.vavr.control.Try;
import java.util.ArrayList;
import java.util.List;

/**
 * The message channel with a reader behind it that keeps the case activity summary live: each event the
 * channel accepts reaches the summary, once, twice, or held back to arrive later in another order, as an
 * at-least-once channel may deliver it.
 */
public final class ActivityFeed implements ForPublishingEvents {
    private final RecordingChannel channel;
    private final CaseActivityProjection live = new CaseActivityProjection();
    private final List<OutboxEvent> held = new ArrayList<>();
    private boolean twice;
    private boolean holding;

    ActivityFeed(RecordingChannel channel) {
        this.channel = channel;
    }

    @Override
    public synchronized Try<Void> publish(OutboxEvent event) {
        Try<Void> sent = channel.publish(event);
        if (sent.isFailure()) {
            return sent;
        }
        if (holding) {
            held.add(event);
            return sent;
        }
        return deliver(event);
    }

    public synchronized void deliverEveryEventTwice() {
        twice = true;
    }

    public synchronized void holdBack() {
        holding = true;
    }

    /** The held events reach the summary newest first, the reverse of the order they were sent in. */
    public synchronized void releaseNewestFirst() {
        holding = false;
        for (int i = held.size() - 1; i >= 0; i--) {
            deliver(held.get(i)).get();
        }
        held.clear();
    }

    public CaseActivityProjection live() {
        return live;
    }

    private Try<Void> deliver(OutboxEvent event) {
        Try<Void> applied = live.publish(event);
        return twice ? applied.flatMap(once -> live.publish(event)) : applied;
    }
}

package io.enforcementcore.metrics;

import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForRelayingOutbox;
import io.enforcementcore.domain.port.ForTellingTime;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * The outbox backlog as two gauges, {@value #PENDING} (events waiting to be relayed) and
 * {@value #OLDEST_AGE} (seconds since the oldest of them occurred; 0 when none waits), which the
 * generated alarms watch under exactly these names.
 *
 * <p>A gauge is read whenever the registry publishes, so it must not call the store: the figures are
 * those of the last {@link #refresh()}, which the user calls on a schedule of their choosing (once a
 * minute is plenty). A refresh is the AP10 read the relay itself makes: per shard, pages of pending
 * events oldest first, so the oldest age costs one page per shard and the count stops at
 * {@code maxCounted} (a backlog that large is an alarm either way, and counting further would cost a
 * read per 100 events). The view is eventually consistent, so both figures may lag a write slightly.
 */
public final class OutboxBacklogGauges {
    public static final String PENDING = "enforcementcore.outbox.pending";
    public static final String OLDEST_AGE = "enforcementcore.outbox.oldest.age";

    private final ForRelayingOutbox outbox;
    private final ForTellingTime clock;
    private final int maxCounted;
    private volatile Snapshot last = new Snapshot(0, 0);

    private record Snapshot(long pending, double oldestAgeSeconds) {
    }

    private OutboxBacklogGauges(ForRelayingOutbox outbox, ForTellingTime clock, int maxCounted) {
        this.outbox = outbox;
        this.clock = clock;
        this.maxCounted = maxCounted;
    }

    /** Registers both gauges; they read 0 until the first {@link #refresh()}. */
    public static OutboxBacklogGauges register(MeterRegistry registry, ForRelayingOutbox outbox, ForTellingTime clock,
                                               int maxCounted) {
        Objects.requireNonNull(registry, "registry");
        if (maxCounted < 1) {
            throw new IllegalArgumentException("maxCounted must be at least 1, was " + maxCounted);
        }
        OutboxBacklogGauges gauges = new OutboxBacklogGauges(Objects.requireNonNull(outbox, "outbox"),
                Objects.requireNonNull(clock, "clock"), maxCounted);
        Gauge.builder(PENDING, gauges, g -> g.last.pending())
                .description("outbox events waiting to be relayed, counted up to a bound")
                .register(registry);
        Gauge.builder(OLDEST_AGE, gauges, g -> g.last.oldestAgeSeconds())
                .description("age of the oldest outbox event waiting to be relayed")
                .baseUnit("seconds")
                .register(registry);
        return gauges;
    }

    private int pageLimit(long counted) {
        return (int) Math.max(1, Math.min(PageRequest.MAX_LIMIT, maxCounted - counted));
    }

    /** Reads the pending outbox (AP10) and updates both gauges. */
    public void refresh() {
        long pending = 0;
        Option<Instant> oldest = Option.none();
        for (int shard = 0; shard < outbox.shardCount(); shard++) {
            // every shard's head is read, even past the count's bound: the oldest event may be in any of them
            Page<OutboxEvent> page = outbox.pending(shard, PageRequest.first(pageLimit(pending)));
            if (!page.items().isEmpty()) {
                Instant head = page.items().get(0).occurredAt();
                oldest = oldest.filter(o -> o.isBefore(head)).orElse(Option.some(head));
            }
            pending = Math.min(maxCounted, pending + page.items().size());
            while (page.next().isDefined() && pending < maxCounted) {
                page = outbox.pending(shard, new PageRequest(pageLimit(pending), page.next()));
                pending = Math.min(maxCounted, pending + page.items().size());
            }
        }
        Instant now = clock.now();
        double age = oldest.map(o -> Math.max(0, Duration.between(o, now).toMillis() / 1000.0)).getOrElse(0.0);
        last = new Snapshot(pending, age);
    }
}

package io.enforcementcore.testkit;

import io.enforcementcore.domain.port.ForTellingTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A clock that tells the same instant until a test moves it: what a command stamps and what a query compares
 * with are then known to the test. Starts at {@link #START}; safe to move from any thread.
 */
public final class FixedClock implements ForTellingTime {
    /** Where every test's clock starts: a Monday morning, UTC. */
    public static final Instant START = Instant.parse("2026-01-05T09:00:00Z");

    private final AtomicReference<Instant> now;

    private FixedClock(Instant start) {
        this.now = new AtomicReference<>(Objects.requireNonNull(start, "start"));
    }

    public static FixedClock at(Instant start) {
        return new FixedClock(start);
    }

    public static FixedClock atStart() {
        return at(START);
    }

    @Override
    public Instant now() {
        return now.get();
    }

    /** Moves the clock on by {@code step} (never back: a store's records are ordered by it). */
    public Instant advance(Duration step) {
        if (step.isNegative()) {
            throw new IllegalArgumentException("a clock only moves on, not by " + step);
        }
        return now.updateAndGet(instant -> instant.plus(step));
    }
}

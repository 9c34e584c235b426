package io.enforcementcore.workbench;

import io.enforcementcore.domain.port.ForTellingTime;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * The demo's clock. While seeding it is moved by hand, so that a year of case history is written in a
 * few seconds and every timestamp follows from the seed; afterwards it runs on from the simulated
 * present at the speed of real time, which paced jobs (the backfill) rely on.
 */
final class SimulatedClock implements ForTellingTime {
    private Instant simulated;
    private long freeSinceNanos = -1;

    SimulatedClock(Instant start) {
        this.simulated = start.truncatedTo(ChronoUnit.MILLIS);
    }

    @Override
    public synchronized Instant now() {
        if (freeSinceNanos < 0) {
            return simulated;
        }
        return simulated.plusMillis((System.nanoTime() - freeSinceNanos) / 1_000_000);
    }

    /** Moves the stopped clock forward; refused once it runs free. */
    synchronized void advance(Duration step) {
        if (freeSinceNanos >= 0) {
            throw new IllegalStateException("the clock already runs in real time");
        }
        if (step.isNegative()) {
            throw new IllegalArgumentException("time does not go back: " + step);
        }
        simulated = simulated.plus(step).truncatedTo(ChronoUnit.MILLIS);
    }

    /** Moves the stopped clock to {@code instant} unless it is already later. */
    synchronized void advanceTo(Instant instant) {
        if (instant.isAfter(now())) {
            advance(Duration.between(now(), instant));
        }
    }

    synchronized void runFree() {
        if (freeSinceNanos < 0) {
            freeSinceNanos = System.nanoTime();
        }
    }
}

package io.enforcementcore.application.job;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * One pace for every worker of a run: items per second and read units per second, counted from the
 * start of the run. A worker reserves its step before it starts (so N workers cannot overrun the rate by
 * N steps at once) and is handed back what the step did not use. Read units are counted as one per item
 * examined: a Scan page charges half a unit per 4 KB read, so one per item is a ceiling for items up to
 * 8 KB and the limit holds for the table's usual items; 0 means no read-unit limit.
 */
final class SharedRateLimit {
    private final Supplier<Instant> clock;
    private final Instant startedAt;
    private final int itemsPerSecond;
    private final int readUnitsPerSecond;
    private long reserved;

    SharedRateLimit(Supplier<Instant> clock, int itemsPerSecond, int readUnitsPerSecond) {
        this.clock = clock;
        this.startedAt = clock.get();
        this.itemsPerSecond = itemsPerSecond;
        this.readUnitsPerSecond = readUnitsPerSecond;
    }

    /** Reserves {@code items} and answers how long to wait before starting on them (zero: start now). */
    synchronized Duration reserve(int items) {
        long dueMillis = reserved * 1000L / itemsPerSecond;
        if (readUnitsPerSecond > 0) {
            dueMillis = Math.max(dueMillis, reserved * 1000L / readUnitsPerSecond);
        }
        reserved += items;
        Duration wait = Duration.between(clock.get(), startedAt.plusMillis(dueMillis));
        return wait.isNegative() ? Duration.ZERO : wait;
    }

    /** Gives back what a reserved step did not examine. */
    synchronized void refund(int items) {
        reserved -= items;
    }

    /** The largest step worth reserving at once: about a second's worth, never above {@code cap}. */
    int stepCap(int cap) {
        int perSecond = readUnitsPerSecond > 0 ? Math.min(itemsPerSecond, readUnitsPerSecond) : itemsPerSecond;
        return Math.min(cap, perSecond);
    }
}

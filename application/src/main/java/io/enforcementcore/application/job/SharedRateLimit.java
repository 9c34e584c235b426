package io.enforcementcore.application.job;

import io.enforcementcore.application.runtime.Pacer;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * One pace for every worker of a run: a {@link TokenBucket} of items and, when read units are limited, one
 * of read units, each holding one second's worth of its rate at most. So a run that stalled starts again
 * with at most a second's worth at once, and over any {@code T} seconds all workers together start on at
 * most {@code itemsPerSecond * (T + 1)} items.
 *
 * <p>A step's items are taken as it starts, once the bucket covers them (N workers cannot overrun the rate by
 * N steps at once), and what it did not examine is given back. Its read units are known only once the store
 * has answered with what it consumed: the step takes an estimate as it starts (its items at the units per
 * item reported so far, the least a Scan page costs to begin with) and settles the difference with the
 * bucket when the store answers, so an underestimate becomes a debt the next steps wait out. Read units
 * therefore keep to {@code readUnitsPerSecond * (T + 1)} over any stretch, give or take the estimates of
 * the steps under way.
 *
 * <p>The limit is per process: it paces the workers of one run. A fleet that runs backfills on one table
 * at once gives each its share of the table's budget (the rates divided by the number of runs) or, better,
 * runs one backfill with more workers.
 */
final class SharedRateLimit {
    /** The least a Scan page is charged: half a unit, read eventually consistent. */
    private static final double LEAST_PAGE_UNITS = 0.5;

    private final TokenBucket items;
    private final Option<TokenBucket> readUnits;
    private double unitsCharged;
    private long itemsCharged;

    SharedRateLimit(Supplier<Instant> clock, int itemsPerSecond, int readUnitsPerSecond) {
        this.items = new TokenBucket(clock, itemsPerSecond, itemsPerSecond);
        this.readUnits = readUnitsPerSecond > 0
                ? Option.some(new TokenBucket(clock, readUnitsPerSecond, readUnitsPerSecond)) : Option.none();
    }

    /** What a step took as it started: its items and the read units it was estimated at. */
    record Reserved(int items, double estimatedUnits) {
    }

    /**
     * Reserves a step of {@code stepItems} once both buckets cover it, sleeping on {@code sleeper} until they
     * do; none if the run is {@code stopping} or the thread is interrupted meanwhile.
     */
    Option<Reserved> reserve(int stepItems, Pacer sleeper, BooleanSupplier stopping) {
        while (!stopping.getAsBoolean() && !Thread.currentThread().isInterrupted()) {
            Duration wait;
            synchronized (this) {
                double estimate = estimate(stepItems);
                wait = items.untilCovered(stepItems);
                if (readUnits.isDefined()) {
                    Duration readWait = readUnits.get().untilCovered(estimate);
                    wait = readWait.compareTo(wait) > 0 ? readWait : wait;
                }
                if (wait.isZero()) {
                    items.charge(stepItems);
                    readUnits.forEach(bucket -> bucket.charge(estimate));
                    return Option.some(new Reserved(stepItems, estimate));
                }
            }
            sleeper.sleep(wait);
        }
        return Option.none();
    }

    /** Settles a step: gives back the items it did not examine and charges the read units the store reported. */
    void settle(Reserved step, int examined, double reportedUnits) {
        synchronized (this) {
            items.giveBack(step.items() - examined);
            unitsCharged += reportedUnits;
            itemsCharged += examined;
            readUnits.forEach(bucket -> {
                double difference = reportedUnits - step.estimatedUnits();
                if (difference > 0) {
                    bucket.charge(difference);
                } else {
                    bucket.giveBack(-difference);
                }
            });
        }
    }

    /** Gives back all of a step that never ran. */
    synchronized void cancel(Reserved step) {
        items.giveBack(step.items());
        readUnits.forEach(bucket -> bucket.giveBack(step.estimatedUnits()));
    }

    /** The largest step worth reserving at once: no more than either bucket holds, never above {@code cap}. */
    int stepCap(int cap) {
        int step = Math.min(cap, (int) items.capacity());
        return readUnits.isDefined() ? Math.max(1, Math.min(step, (int) readUnits.get().capacity())) : step;
    }

    /** A step's read units at the units per item reported so far; the least a page costs before any is. */
    private double estimate(int stepItems) {
        return itemsCharged == 0 ? LEAST_PAGE_UNITS
                : Math.max(LEAST_PAGE_UNITS, stepItems * unitsCharged / itemsCharged);
    }
}

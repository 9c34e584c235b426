package io.enforcementcore.application.job;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * A token bucket: credit flows in at {@code ratePerSecond} up to {@code capacity} and no further, so a run
 * that stalls (a slow step, a paused thread, a long wait on the store) comes back to at most a full bucket,
 * never to the credit of all the time it stalled. A taker asks how long until the credit covers what it
 * needs, sleeps that long, asks again, and takes only when it is covered, as it starts: a taker that wakes
 * late takes nothing that was earned while it slept beyond the capacity. So over any stretch of {@code T}
 * seconds, all takers together start on at most {@code capacity + ratePerSecond * T}. A charge found only
 * afterwards ({@link #charge}) may leave the credit below zero, a debt every later taker waits out.
 *
 * <p>Thread-safe; shared by every worker of one run. It keeps time by the clock it is given, so tests pace it
 * without sleeping.
 */
final class TokenBucket {
    private static final double NANOS_PER_SECOND = 1e9;

    private final Supplier<Instant> clock;
    private final double ratePerSecond;
    private final double capacity;
    private double credit;
    private Instant filledAt;

    /** A full bucket. */
    TokenBucket(Supplier<Instant> clock, double ratePerSecond, double capacity) {
        if (!(ratePerSecond > 0) || !(capacity > 0)) {
            throw new IllegalArgumentException("a bucket needs a positive rate and capacity, was " + ratePerSecond
                    + " per second, " + capacity);
        }
        this.clock = clock;
        this.ratePerSecond = ratePerSecond;
        this.capacity = capacity;
        this.filledAt = clock.get();
        this.credit = capacity;
    }

    /**
     * How long until the credit covers {@code amount} (zero: it does now). An amount above the capacity is
     * covered by a full bucket, the most there can be; taking it leaves a debt.
     */
    synchronized Duration untilCovered(double amount) {
        refill();
        double shortfall = Math.min(amount, capacity) - credit;
        return shortfall <= 0 ? Duration.ZERO
                : Duration.ofNanos((long) Math.ceil(shortfall / ratePerSecond * NANOS_PER_SECOND));
    }

    /** Takes {@code amount}, covered or not: what is not covered becomes a debt. */
    synchronized void charge(double amount) {
        refill();
        credit -= amount;
    }

    /** Gives back what a taker did not use; the bucket still holds no more than its capacity. */
    synchronized void giveBack(double amount) {
        refill();
        credit = Math.min(capacity, credit + amount);
    }

    double capacity() {
        return capacity;
    }

    private void refill() {
        Instant now = clock.get();
        if (now.isAfter(filledAt)) {
            double earned = Duration.between(filledAt, now).toNanos() / NANOS_PER_SECOND * ratePerSecond;
            credit = Math.min(capacity, credit + earned);
            filledAt = now;
        }
    }
}

package io.enforcementcore.application.worker;

import java.time.Duration;
import java.util.Objects;
import java.util.function.DoubleSupplier;

/**
 * How long an idle worker waits before it polls again: the ceiling doubles with each idle round from
 * {@code min} up to {@code max}, and the wait is drawn between {@code min} and that ceiling (full jitter
 * above the minimum), so that instances started together do not poll in step. A round with work resets it.
 *
 * @param jitter draws from [0, 1); {@code 1 - ε} always waits the ceiling, 0 always the minimum
 */
record IdleBackoff(Duration min, Duration max, DoubleSupplier jitter) {
    IdleBackoff {
        Objects.requireNonNull(min, "min");
        Objects.requireNonNull(max, "max");
        Objects.requireNonNull(jitter, "jitter");
    }

    /** The wait after the {@code idleRounds}-th idle round in a row (1 for the first). */
    Duration after(int idleRounds) {
        long minMillis = min.toMillis();
        long ceiling = minMillis;
        for (int i = 1; i < idleRounds && ceiling < max.toMillis(); i++) {
            ceiling = Math.min(max.toMillis(), ceiling * 2);
        }
        double draw = Math.min(Math.max(jitter.getAsDouble(), 0.0), 1.0);
        return Duration.ofMillis(minMillis + Math.round(draw * (ceiling - minMillis)));
    }
}

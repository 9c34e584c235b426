package io.enforcementcore.application.worker;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * How an outbox relay worker runs: at most {@code batchSize} events a round; while idle (a round that
 * found nothing, relayed nothing, or failed) it waits between {@code minIdleWait} and a ceiling that
 * doubles up to {@code maxIdleWait}, drawn by {@code jitter}; a round that relayed a full batch is followed
 * at once by the next. On stop, the batch in hand gets {@code gracePeriod} to finish.
 */
public record RelayWorkerSettings(int batchSize, Duration minIdleWait, Duration maxIdleWait, Duration gracePeriod,
                                  DoubleSupplier jitter) {
    public static final int MAX_BATCH = 10_000;

    public RelayWorkerSettings {
        WorkerChecks.inRange("batchSize", batchSize, 1, MAX_BATCH);
        WorkerChecks.positive("minIdleWait", minIdleWait);
        WorkerChecks.positive("maxIdleWait", maxIdleWait);
        if (maxIdleWait.compareTo(minIdleWait) < 0) {
            throw new IllegalArgumentException("maxIdleWait must be at least minIdleWait (" + minIdleWait + "), was "
                    + maxIdleWait);
        }
        WorkerChecks.notNegative("gracePeriod", gracePeriod);
        Objects.requireNonNull(jitter, "jitter");
    }

    public static RelayWorkerSettingsBuilder builder() {
        return new RelayWorkerSettingsBuilder();
    }

    IdleBackoff backoff() {
        return new IdleBackoff(minIdleWait, maxIdleWait, jitter);
    }

    /** Defaults: 100 events a round, idle waits from 1 s up to 30 s, 30 s of grace. */
    public static final class RelayWorkerSettingsBuilder {
        private int batchSize = 100;
        private Duration minIdleWait = Duration.ofSeconds(1);
        private Duration maxIdleWait = Duration.ofSeconds(30);
        private Duration gracePeriod = Duration.ofSeconds(30);
        private DoubleSupplier jitter = () -> ThreadLocalRandom.current().nextDouble();

        private RelayWorkerSettingsBuilder() {
        }

        public RelayWorkerSettingsBuilder batchSize(int batchSize) {
            this.batchSize = batchSize;
            return this;
        }

        public RelayWorkerSettingsBuilder minIdleWait(Duration minIdleWait) {
            this.minIdleWait = minIdleWait;
            return this;
        }

        public RelayWorkerSettingsBuilder maxIdleWait(Duration maxIdleWait) {
            this.maxIdleWait = maxIdleWait;
            return this;
        }

        public RelayWorkerSettingsBuilder gracePeriod(Duration gracePeriod) {
            this.gracePeriod = gracePeriod;
            return this;
        }

        /** Draws in [0, 1) for the idle waits; a fixed one makes them predictable (in tests). */
        public RelayWorkerSettingsBuilder jitter(DoubleSupplier jitter) {
            this.jitter = jitter;
            return this;
        }

        /** Refuses a bad value naming the setting, as an {@link IllegalArgumentException}. */
        public RelayWorkerSettings build() {
            return new RelayWorkerSettings(batchSize, minIdleWait, maxIdleWait, gracePeriod, jitter);
        }
    }
}

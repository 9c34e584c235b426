package io.enforcementcore.application.worker;

import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.InvalidValue;
import java.time.Duration;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * How an outbox relay worker runs: at most {@code batchSize} events a round; while idle (a round that
 * found nothing, relayed nothing, or failed) it waits between {@code minIdleWait} and a ceiling that
 * doubles up to {@code maxIdleWait}, drawn by {@code jitter}; a round that relayed a full batch is followed
 * at once by the next. On stop, the batch in hand gets {@code gracePeriod} to finish.
 *
 * <p>Under shard leases (the default), each lease is taken for {@code leasePeriod}: the longest a shard
 * goes unworked after its owner dies, and the worker never rests more than a third of it, so that it renews
 * in time. {@code instanceLabel} starts this instance's id (a host or service name, for people reading the
 * table); a random UUID ends it.
 */
public record RelayWorkerSettings(int batchSize, Duration minIdleWait, Duration maxIdleWait, Duration gracePeriod,
                                  DoubleSupplier jitter, Duration leasePeriod, String instanceLabel) {
    public static final int MAX_BATCH = 10_000;
    public static final String DEFAULT_LABEL = "outbox-relay";
    public static final Duration MIN_LEASE_PERIOD = Duration.ofSeconds(1);
    public static final Duration MAX_LEASE_PERIOD = Duration.ofMinutes(10);

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
        if (leasePeriod == null || leasePeriod.compareTo(MIN_LEASE_PERIOD) < 0 || leasePeriod.compareTo(MAX_LEASE_PERIOD) > 0) {
            throw new IllegalArgumentException("leasePeriod must be " + MIN_LEASE_PERIOD + ".." + MAX_LEASE_PERIOD
                    + ", was " + leasePeriod);
        }
        try {
            InstanceId.of(Objects.requireNonNull(instanceLabel, "instanceLabel"), new UUID(0, 0));
        } catch (InvalidValue refused) {
            throw new IllegalArgumentException("instanceLabel " + refused.reason() + ", was '" + instanceLabel + "'");
        }
    }

    public static RelayWorkerSettingsBuilder builder() {
        return new RelayWorkerSettingsBuilder();
    }

    IdleBackoff backoff() {
        return new IdleBackoff(minIdleWait, maxIdleWait, jitter);
    }

    /**
     * Defaults: 100 events a round, idle waits from 1 s up to 30 s (a third of the lease period at most), 30 s
     * of grace, leases of 30 s, the label {@value #DEFAULT_LABEL}.
     */
    public static final class RelayWorkerSettingsBuilder {
        private int batchSize = 100;
        private Duration minIdleWait = Duration.ofSeconds(1);
        private Duration maxIdleWait = Duration.ofSeconds(30);
        private Duration gracePeriod = Duration.ofSeconds(30);
        private DoubleSupplier jitter = () -> ThreadLocalRandom.current().nextDouble();
        private Duration leasePeriod = Duration.ofSeconds(30);
        private String instanceLabel = DEFAULT_LABEL;

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

        /** How long a shard's lease lasts unless renewed: how long a dead instance's shards wait for another. */
        public RelayWorkerSettingsBuilder leasePeriod(Duration leasePeriod) {
            this.leasePeriod = leasePeriod;
            return this;
        }

        /** The readable start of this instance's id: letters, digits, no {@code #}. */
        public RelayWorkerSettingsBuilder instanceLabel(String instanceLabel) {
            this.instanceLabel = instanceLabel;
            return this;
        }

        /** Refuses a bad value naming the setting, as an {@link IllegalArgumentException}. */
        public RelayWorkerSettings build() {
            return new RelayWorkerSettings(batchSize, minIdleWait, maxIdleWait, gracePeriod, jitter, leasePeriod,
                    instanceLabel);
        }
    }
}

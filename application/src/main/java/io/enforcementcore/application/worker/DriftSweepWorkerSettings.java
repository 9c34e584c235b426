package io.enforcementcore.application.worker;

import io.enforcementcore.application.command.SweepSnapshotDrift;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;

/**
 * How a drift sweep worker runs: a whole {@code sweep}, then {@code interval} of rest (also after a sweep
 * that failed), and so on. On stop, a sweep under way gets {@code gracePeriod} to finish; one abandoned
 * repairs nothing further and is swept again by the next worker.
 */
public record DriftSweepWorkerSettings(SweepSnapshotDrift sweep, Duration interval, Duration gracePeriod) {
    public DriftSweepWorkerSettings {
        Objects.requireNonNull(sweep, "sweep");
        WorkerChecks.positive("interval", interval);
        WorkerChecks.notNegative("gracePeriod", gracePeriod);
    }

    public static DriftSweepWorkerSettingsBuilder builder() {
        return new DriftSweepWorkerSettingsBuilder();
    }

    /** Defaults: one segment at 100 items a second, no limit on items, every hour, 30 s of grace. */
    public static final class DriftSweepWorkerSettingsBuilder {
        private SweepSnapshotDrift sweep = new SweepSnapshotDrift(1, 1, 100, 0, 0, Map.of(), null);
        private Duration interval = Duration.ofHours(1);
        private Duration gracePeriod = Duration.ofSeconds(30);

        private DriftSweepWorkerSettingsBuilder() {
        }

        public DriftSweepWorkerSettingsBuilder sweep(SweepSnapshotDrift sweep) {
            this.sweep = sweep;
            return this;
        }

        public DriftSweepWorkerSettingsBuilder interval(Duration interval) {
            this.interval = interval;
            return this;
        }

        public DriftSweepWorkerSettingsBuilder gracePeriod(Duration gracePeriod) {
            this.gracePeriod = gracePeriod;
            return this;
        }

        /** Refuses a bad value naming the setting, as an {@link IllegalArgumentException}. */
        public DriftSweepWorkerSettings build() {
            return new DriftSweepWorkerSettings(sweep, interval, gracePeriod);
        }
    }
}

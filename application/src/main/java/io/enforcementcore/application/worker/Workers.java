package io.enforcementcore.application.worker;

import io.enforcementcore.application.command.SweepSnapshotDrift;
import io.enforcementcore.application.job.OutboxRelay;
import io.enforcementcore.application.lease.ShardLeases;
import io.enforcementcore.application.observation.CommandObservation;
import io.enforcementcore.application.observation.WorkerObservation;
import io.enforcementcore.application.query.DriftReport;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;

/**
 * The long-running workers of one facade: an outbox relay worker (C13 in rounds) and a drift sweep worker
 * (the sweep, then a rest). A service starts those it wants on every instance; each runs on a daemon thread
 * of its own unless given an executor, reports each round to the facade's observer, and stops on
 * {@link Worker#stop} or {@link Worker#close()}. Only a platform operator may create them.
 */
public final class Workers {
    private final Wiring wiring;
    private final OutboxRelay relay;
    private final BiFunction<Principal, SweepSnapshotDrift, Either<Rejection, DriftReport>> sweeps;

    /** {@code sweeps} runs one drift sweep as the facade does, observed as the facade observes it. */
    public Workers(Wiring wiring, OutboxRelay relay,
                   BiFunction<Principal, SweepSnapshotDrift, Either<Rejection, DriftReport>> sweeps) {
        this.wiring = wiring;
        this.relay = relay;
        this.sweeps = sweeps;
    }

    /**
     * A relay worker over the outbox shards this instance holds by lease ({@link #leasedShards}), on a daemon
     * thread of its own; not started. Every instance of a fleet may run one: they share the shards out.
     */
    public Either<Rejection, Worker<RelayReport>> relay(Principal operator, RelayWorkerSettings settings) {
        Objects.requireNonNull(settings, "settings");
        return AccessPolicy.runPlatformJobs(Objects.requireNonNull(operator, "operator"), "run the outbox relay worker")
                .flatMap(allowed -> relay(operator, settings, leasedShards(settings), ownThread("outbox-relay")));
    }

    /**
     * A relay worker over the shards {@code claims} gives it each round, on a daemon thread of its own; not
     * started. {@link ShardClaims#everyShard} suits a single instance only: two such workers publish the same
     * events.
     */
    public Either<Rejection, Worker<RelayReport>> relay(Principal operator, RelayWorkerSettings settings,
                                                        ShardClaims claims) {
        return relay(operator, settings, claims, ownThread("outbox-relay"));
    }

    /** A relay worker over the shards {@code claims} gives it each round, run by {@code executor}; not started. */
    public Either<Rejection, Worker<RelayReport>> relay(Principal operator, RelayWorkerSettings settings,
                                                        ShardClaims claims, Executor executor) {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(claims, "claims");
        Objects.requireNonNull(executor, "executor");
        IdleBackoff backoff = settings.backoff();
        return AccessPolicy.runPlatformJobs(Objects.requireNonNull(operator, "operator"), "run the outbox relay worker")
                .map(allowed -> new LoopingWorker<>(new LoopingWorker.Loop(WorkerObservation.OUTBOX_RELAY,
                        idle -> claims.waitAtMost(backoff.after(idle)), wiring.sleeper(), executor,
                        wiring.commandObserver(), claims::release, false, settings.gracePeriod()),
                        new RelayRound(wiring, relay, claims, settings.batchSize()),
                        new RelayReport(0, 0, 0, 0), RelayReport::plus));
    }

    /**
     * The outbox shards a new instance ({@code settings}' label and a random UUID) holds by lease in the store,
     * each taken for {@code settings}' lease period and its events marked under the lease: one per worker.
     */
    public LeasedShards leasedShards(RelayWorkerSettings settings) {
        return new LeasedShards(wiring.storage().leases(), ShardLeases.newInstanceId(settings.instanceLabel()),
                wiring.storage().outbox().shardCount(), settings.leasePeriod(), relay::leasedMark, wiring::now,
                wiring.commandObserver());
    }

    /** A drift sweep worker on a daemon thread of its own; not started. */
    public Either<Rejection, Worker<DriftReport>> driftSweep(Principal operator, DriftSweepWorkerSettings settings) {
        return driftSweep(operator, settings, ownThread("drift-sweep"));
    }

    /** A drift sweep worker run by {@code executor}; not started. */
    public Either<Rejection, Worker<DriftReport>> driftSweep(Principal operator, DriftSweepWorkerSettings settings,
                                                             Executor executor) {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(executor, "executor");
        return AccessPolicy.runPlatformJobs(Objects.requireNonNull(operator, "operator"), "run the drift sweep worker")
                .map(allowed -> new LoopingWorker<>(new LoopingWorker.Loop(WorkerObservation.DRIFT_SWEEP,
                        idle -> settings.interval(), wiring.sleeper(), executor, wiring.commandObserver(), () -> { },
                        true, settings.gracePeriod()), abandon -> sweep(operator, settings),
                        new DriftReport(0, Map.of(), List.of()), DriftReport::plus));
    }

    /** The next sweep waits the interval, whatever this one found: the idle wait of a sweep never grows. */
    private LoopingWorker.RoundOutcome<DriftReport> sweep(Principal operator, DriftSweepWorkerSettings settings) {
        Either<Rejection, DriftReport> swept = sweeps.apply(operator, settings.sweep());
        if (swept.isLeft()) {
            // checked when the worker was made, so only a refused sweep setting lands here
            throw new IllegalArgumentException("the drift sweep was refused: " + swept.getLeft().message());
        }
        DriftReport report = swept.get();
        int found = 0;
        int repaired = 0;
        int skipped = 0;
        for (DriftReport.Drift drift : report.byKind().values()) {
            found += drift.found();
            repaired += drift.repaired();
            skipped += drift.skipped();
        }
        return new LoopingWorker.RoundOutcome<>(report, true, false, new WorkerObservation(WorkerObservation.DRIFT_SWEEP,
                Map.of("examined", report.examined(), "found", found, "repaired", repaired, "skipped", skipped),
                CommandObservation.NO_KIND, Option.<Duration>none(), List.of()));
    }

    private static Executor ownThread(String name) {
        return task -> {
            Thread thread = new Thread(task, "enforcementcore-" + name);
            thread.setDaemon(true);
            thread.start();
        };
    }
}

package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static io.enforcementcore.application.WorkerFixtures.ON_THIS_THREAD;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.application.WorkerFixtures.RecordedWaits;
import io.enforcementcore.application.command.SweepSnapshotDrift;
import io.enforcementcore.application.observation.CommandObservation;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.observation.WorkerObservation;
import io.enforcementcore.application.query.DriftReport;
import io.enforcementcore.application.worker.DriftSweepWorkerSettings;
import io.enforcementcore.application.worker.Worker;
import io.enforcementcore.domain.port.ForMigratingItems.SnapshotStep;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class DriftSweepWorkerTest {
    private final FakeStorage storage = new FakeStorage();
    private final RecordedWaits waits = new RecordedWaits();
    private final List<WorkerObservation> observed = new CopyOnWriteArrayList<>();
    private final Worker<?>[] running = new Worker<?>[1];
    private int sweeps;

    @Test
    void the_worker_sweeps_then_rests_the_interval_and_sweeps_again_even_after_a_failed_sweep() {
        storage.snapshotWalk = (segment, total, from, max) -> {
            if (++sweeps == 2) {
                throw new StoreUnavailable("snapshots", 3, new IllegalStateException("throttled"));
            }
            return new SnapshotStep(3, List.of(), List.of(), List.of(), Option.none(), 0);
        };
        EnforcementCore core = EnforcementCoreBuilder.on(storage.ports()).withClock(() -> NOON)
                .observedBy(new ForObservingCommands() {
                    @Override
                    public void commandEnded(CommandObservation observation) {
                    }

                    @Override
                    public void workerRoundEnded(WorkerObservation observation) {
                        observed.add(observation);
                    }
                }).withSleeper(waits).build();
        DriftSweepWorkerSettings settings = DriftSweepWorkerSettings.builder().interval(Duration.ofMinutes(30))
                .sweep(new SweepSnapshotDrift(1, 1, 1_000, 0, 0, Map.of(), null)).build();
        Worker<DriftReport> worker = core.workers().driftSweep(anOperator(), settings, ON_THIS_THREAD).get();
        running[0] = worker;
        waits.stopAfter(3, running);

        worker.start();

        assertEquals(List.of(Duration.ofMinutes(30), Duration.ofMinutes(30), Duration.ofMinutes(30)), waits.waits);
        assertEquals(3, worker.rounds());
        assertEquals(6, worker.totals().examined());
        assertEquals(List.of(3, 3), observed.stream().filter(o -> !o.failed())
                .map(o -> o.counts().get("examined")).toList());
    }
}

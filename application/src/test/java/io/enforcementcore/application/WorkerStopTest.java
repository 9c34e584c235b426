package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.aPendingEvent;
import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static io.enforcementcore.application.WorkerFixtures.awaitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.worker.RelayWorkerSettings;
import io.enforcementcore.application.worker.ShardClaims;
import io.enforcementcore.application.worker.Worker;
import io.enforcementcore.domain.model.OutboxEvent;
import io.vavr.control.Try;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Stopping a relay worker that runs on a thread of its own, in the middle of a batch: the publisher holds the
 * batch at its second event until the worker is in the state the test is about. No time is measured.
 */
class WorkerStopTest {
    private final FakeStorage storage = new FakeStorage();
    private final List<String> delivered = new CopyOnWriteArrayList<>();
    private final CountDownLatch inBatch = new CountDownLatch(1);
    private volatile Worker<RelayReport> worker;

    private Worker<RelayReport> workerHoldingTheSecondEventUntil(Predicate<Worker.State> released) {
        List<OutboxEvent> five = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            five.add(aPendingEvent("agency-a", "e" + i, NOON.plus(Duration.ofMinutes(i))));
        }
        storage.pendingShards.add(five);
        EnforcementCore core = EnforcementCoreBuilder.on(storage.ports()).publishingTo(event -> {
            delivered.add(event.eventId().value());
            if (event.eventId().value().equals("e2")) {
                inBatch.countDown();
                awaitUntil(() -> worker != null && released.test(worker.state()));
            }
            return Try.success(null);
        }).withClock(() -> NOON).build();
        worker = core.workers().relay(anOperator(), RelayWorkerSettings.builder().batchSize(10)
                .minIdleWait(Duration.ofMinutes(1)).maxIdleWait(Duration.ofMinutes(1)).build(), ShardClaims.everyShard(List.of(0)))
                .get();
        return worker;
    }

    @Test
    void a_worker_stopped_during_a_batch_finishes_the_batch_within_its_grace_and_starts_no_other() throws Exception {
        Worker<RelayReport> relay = workerHoldingTheSecondEventUntil(state -> state == Worker.State.STOPPING);
        relay.start();
        inBatch.await();

        boolean ended = relay.stop(Duration.ofMinutes(5));

        assertTrue(ended);
        assertEquals(Worker.State.STOPPED, relay.state());
        assertEquals(List.of("e1", "e2", "e3", "e4", "e5"), delivered);
        assertEquals(List.of(), storage.pendingShards.get(0));
        assertEquals(new RelayReport(5, 5, 0, 0), relay.totals());
        assertEquals(1, relay.rounds());
    }

    @Test
    void past_its_grace_a_batch_is_abandoned_after_the_event_in_hand_and_the_rest_stays_pending() throws Exception {
        Worker<RelayReport> relay = workerHoldingTheSecondEventUntil(state -> state == Worker.State.ABANDONING);
        relay.start();
        inBatch.await();

        relay.stop(Duration.ZERO);
        boolean ended = relay.stop(Duration.ofMinutes(5));

        assertTrue(ended);
        assertEquals(List.of("e1", "e2"), delivered);
        assertEquals(List.of("e3", "e4", "e5"), storage.pendingShards.get(0).stream()
                .map(e -> e.eventId().value()).toList());
        assertEquals(new RelayReport(2, 2, 0, 0), relay.totals());
    }

    @Test
    void an_idle_worker_is_woken_from_its_wait_and_stops() {
        storage.pendingShards.add(new ArrayList<>());
        EnforcementCore core = EnforcementCoreBuilder.on(storage.ports()).withClock(() -> NOON).build();
        Worker<RelayReport> idle = core.workers().relay(anOperator(), RelayWorkerSettings.builder()
                .minIdleWait(Duration.ofDays(1)).maxIdleWait(Duration.ofDays(1)).build(), ShardClaims.everyShard(List.of(0)))
                .get();
        idle.start();
        awaitUntil(() -> idle.rounds() == 1);

        assertTrue(idle.stop(Duration.ofMinutes(5)));
        assertEquals(Worker.State.STOPPED, idle.state());
    }
}

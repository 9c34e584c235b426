package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.aPendingEvent;
import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static io.enforcementcore.application.WorkerFixtures.ON_THIS_THREAD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.WorkerFixtures.RecordedWaits;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.observation.WorkerObservation;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.worker.RelayWorkerSettings;
import io.enforcementcore.application.worker.ShardClaims;
import io.enforcementcore.application.worker.Worker;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.vavr.control.Option;
import io.vavr.control.Try;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The relay worker's rounds, on the test's own thread, its waits recorded rather than waited. */
class OutboxRelayWorkerTest {
    private static final Duration SECOND = Duration.ofSeconds(1);
    private final List<WorkerObservation> observed = new CopyOnWriteArrayList<>();
    private final List<String> delivered = new CopyOnWriteArrayList<>();
    private final RecordedWaits waits = new RecordedWaits();
    private boolean channelDown;
    private final FakeStorage storage = new FakeStorage();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
            .publishingTo(event -> {
                if (channelDown) {
                    return Try.failure(new IllegalStateException("channel down"));
                }
                delivered.add(event.eventId().value());
                return Try.success(null);
            })
            .withClock(() -> NOON.plus(Duration.ofHours(1)))
            .observedBy(new ForObservingCommands() {
                @Override
                public void commandEnded(io.enforcementcore.application.observation.CommandObservation observation) {
                }

                @Override
                public void workerRoundEnded(WorkerObservation observation) {
                    observed.add(observation);
                }
            })
            .withSleeper(waits).build();
    private final Worker<?>[] running = new Worker<?>[1];

    private RelayWorkerSettings.RelayWorkerSettingsBuilder settings() {
        return RelayWorkerSettings.builder().minIdleWait(SECOND).maxIdleWait(Duration.ofSeconds(10))
                .jitter(() -> 0.999_999);
    }

    private Worker<RelayReport> worker(RelayWorkerSettings settings, ShardClaims claims) {
        Worker<RelayReport> worker = core.workers().relay(anOperator(), settings, claims, ON_THIS_THREAD).get();
        running[0] = worker;
        return worker;
    }

    private Worker<RelayReport> worker(RelayWorkerSettings settings) {
        return worker(settings, ShardClaims.everyShard(List.of(0, 1)));
    }

    @Test
    void an_idle_worker_waits_twice_as_long_each_round_up_to_the_maximum() {
        shards(List.of(), List.of());
        waits.stopAfter(6, running);

        worker(settings().build()).start();

        assertEquals(List.of(SECOND, Duration.ofSeconds(2), Duration.ofSeconds(4), Duration.ofSeconds(8),
                Duration.ofSeconds(10), Duration.ofSeconds(10)), waits.waits);
        assertEquals(Worker.State.STOPPED, running[0].state());
    }

    @Test
    void each_idle_wait_is_drawn_between_the_minimum_and_the_doubling_ceiling() {
        shards(List.of());
        waits.stopAfter(4, running);

        worker(settings().jitter(() -> 0.5).build()).start();

        assertEquals(List.of(Duration.ofMillis(1000), Duration.ofMillis(1500), Duration.ofMillis(2500),
                Duration.ofMillis(4500)), waits.waits);
    }

    @Test
    void a_round_that_relays_an_event_starts_the_idle_waits_again_from_the_shortest() {
        shards(List.of());
        waits.then = n -> {
            if (n == 3) {
                storage.pendingShards.get(0).add(event("late", 5));
            } else if (n == 5) {
                running[0].stop(Duration.ZERO);
            }
        };

        worker(settings().build(), ShardClaims.everyShard(List.of(0))).start();

        assertEquals(List.of(SECOND, Duration.ofSeconds(2), Duration.ofSeconds(4), SECOND, Duration.ofSeconds(2)),
                waits.waits);
        assertEquals(List.of("late"), delivered);
    }

    @Test
    void a_backlog_is_drained_in_full_batches_without_a_wait_between_them() {
        List<OutboxEvent> backlog = new ArrayList<>();
        for (int i = 0; i < 250; i++) {
            backlog.add(event(String.format("e%03d", i), i));
        }
        shards(backlog, List.of());
        waits.stopAfter(1, running);

        Worker<RelayReport> worker = worker(settings().batchSize(100).build());
        worker.start();

        assertEquals(250, delivered.size());
        assertEquals(List.of(SECOND), waits.waits);
        assertEquals(3, worker.rounds());
        assertEquals(new RelayReport(250, 250, 0, 0), worker.totals());
        assertEquals(List.of(100, 100, 50), observed.stream().map(o -> o.counts().get("published")).toList());
    }

    @Test
    void a_channel_that_keeps_failing_does_not_stop_the_worker_and_is_not_polled_in_a_hurry() {
        shards(List.of(event("e1", 1), event("e2", 2)));
        channelDown = true;
        waits.stopAfter(3, running);

        Worker<RelayReport> worker = worker(settings().build(), ShardClaims.everyShard(List.of(0)));
        worker.start();

        assertEquals(3, worker.rounds());
        assertEquals(new RelayReport(6, 0, 6, 0), worker.totals());
        assertEquals(List.of(SECOND, Duration.ofSeconds(2), Duration.ofSeconds(4)), waits.waits);
        assertEquals(2, storage.pendingShards.get(0).size());
    }

    @Test
    void a_round_the_store_fails_is_observed_as_failed_and_the_next_round_relays() {
        FakeStorage failingOnce = new FakeStorage() {
            private boolean failed;

            @Override
            public Page<OutboxEvent> pending(int shard, PageRequest page) {
                if (!failed) {
                    failed = true;
                    throw new StoreUnavailable("AP10", 3, new IllegalStateException("throttled"));
                }
                return super.pending(shard, page);
            }
        };
        failingOnce.pendingShards.add(new ArrayList<>(List.of(event("e1", 1))));
        EnforcementCore flaky = EnforcementCoreBuilder.on(failingOnce.ports()).publishingTo(event -> Try.success(null))
                .withClock(() -> NOON).observedBy(new ForObservingCommands() {
                    @Override
                    public void commandEnded(io.enforcementcore.application.observation.CommandObservation o) {
                    }

                    @Override
                    public void workerRoundEnded(WorkerObservation observation) {
                        observed.add(observation);
                    }
                }).withSleeper(waits).build();
        waits.stopAfter(2, running);
        Worker<RelayReport> worker = flaky.workers().relay(anOperator(), settings().build(),
                ShardClaims.everyShard(List.of(0)), ON_THIS_THREAD).get();
        running[0] = worker;

        worker.start();

        assertEquals(List.of("store-unavailable", "none"), observed.stream().map(WorkerObservation::kind).toList());
        assertEquals(1, worker.failedRounds());
        assertEquals(new RelayReport(1, 1, 0, 0), worker.totals());
        assertTrue(failingOnce.pendingShards.get(0).isEmpty());
    }

    @Test
    void each_round_is_observed_with_what_it_did_and_how_old_the_oldest_pending_event_was() {
        shards(List.of(event("e1", 10), event("e2", 20)), List.of(event("e3", 5)));
        waits.stopAfter(2, running);

        worker(settings().build()).start();

        WorkerObservation first = observed.get(0);
        assertEquals(WorkerObservation.OUTBOX_RELAY, first.worker());
        assertEquals(3, first.counts().get("published"));
        assertEquals(0, first.counts().get("duplicates"));
        assertEquals(Option.some(Duration.ofMinutes(55)), first.oldestPending());
        assertEquals(List.of(0, 1), first.shards());
        assertEquals(Option.none(), observed.get(1).oldestPending());
    }

    @Test
    void a_worker_relays_only_the_shards_its_claims_give_it_marks_them_their_way_and_gives_them_back() {
        shards(List.of(event("e1", 1)), List.of(event("e2", 2)));
        List<Integer> marked = new ArrayList<>();
        boolean[] released = {false};
        ShardClaims onlyShardOne = new ShardClaims() {
            @Override
            public List<Integer> shardsToWork(java.time.Instant now) {
                return List.of(1);
            }

            @Override
            public io.enforcementcore.application.job.PublishedMark markFor(int shard,
                    io.enforcementcore.application.job.PublishedMark plain) {
                return (event, at) -> {
                    marked.add(shard);
                    return plain.mark(event, at);
                };
            }

            @Override
            public void release() {
                released[0] = true;
            }
        };
        waits.stopAfter(1, running);

        worker(settings().build(), onlyShardOne).start();

        assertEquals(List.of("e2"), delivered);
        assertEquals(List.of(1), marked);
        assertEquals(1, storage.pendingShards.get(0).size());
        assertTrue(released[0]);
    }

    @SafeVarargs
    private void shards(List<OutboxEvent>... shards) {
        for (List<OutboxEvent> shard : shards) {
            storage.pendingShards.add(new ArrayList<>(shard));
        }
    }

    private static OutboxEvent event(String id, int minutesAfterNoon) {
        return aPendingEvent("agency-a", id, NOON.plus(Duration.ofMinutes(minutesAfterNoon)));
    }
}

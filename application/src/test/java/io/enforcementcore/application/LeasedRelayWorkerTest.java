package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.anOfficer;
import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static io.enforcementcore.application.WorkerFixtures.awaitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.UseCaseFixtures.ManualClock;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.observation.CommandObservation;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.observation.LeaseObservation;
import io.enforcementcore.application.observation.WorkerObservation;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.worker.LeasedShards;
import io.enforcementcore.application.worker.RelayWorkerSettings;
import io.enforcementcore.application.worker.Worker;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Try;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The relay worker under shard leases, on the in-memory store: what it works, marks, rests and leaves. */
class LeasedRelayWorkerTest {
    private static final Duration PERIOD = Duration.ofSeconds(30);
    private final StoragePorts storage = InMemoryStorage.create();
    private final ManualClock clock = new ManualClock(NOON);
    private final List<LeaseObservation> leaseRounds = new CopyOnWriteArrayList<>();
    private final List<WorkerObservation> rounds = new CopyOnWriteArrayList<>();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage).publishingTo(event -> Try.success(null))
            .withClock(clock).observedBy(new ForObservingCommands() {
                @Override
                public void commandEnded(CommandObservation observation) {
                }

                @Override
                public void workerRoundEnded(WorkerObservation observation) {
                    rounds.add(observation);
                }

                @Override
                public void leasesTicked(LeaseObservation observation) {
                    leaseRounds.add(observation);
                }
            }).build();
    private final RelayWorkerSettings settings = RelayWorkerSettings.builder().leasePeriod(PERIOD)
            .minIdleWait(Duration.ofDays(1)).maxIdleWait(Duration.ofDays(1)).instanceLabel("host-a").build();

    private void openCases(int count) {
        for (int i = 1; i <= count; i++) {
            core.openCase(anOfficer(), new OpenCase(new ExternalRef("REF-" + i), new Title("Bid rigging"),
                    new RiskScore(40), Classification.RESTRICTED, new OrgId("org-1"))).get();
        }
    }

    @Test
    void the_default_relay_worker_takes_every_shard_by_lease_publishes_and_gives_the_shards_back_when_it_stops() {
        openCases(3);
        Worker<RelayReport> worker = core.workers().relay(anOperator(), settings).get();

        worker.start();
        awaitUntil(() -> worker.rounds() >= 1);
        assertTrue(worker.stop(Duration.ofMinutes(1)));

        List<Lease> leases = storage.leases().board(LeaseGroup.OUTBOX_SHARDS).leases();
        assertEquals(InMemoryStorage.OUTBOX_SHARDS, leases.size());
        assertTrue(leases.stream().allMatch(lease -> lease.owner().value().startsWith("host-a-")
                && lease.isFreeAt(NOON)), "every shard taken by this instance, and released on stop: " + leases);
        assertEquals(3, worker.totals().published());
        assertEquals(new LeaseObservation(WorkerObservation.OUTBOX_RELAY, "outbox-shards", 8, 0, 0, 8),
                leaseRounds.get(0));
        assertEquals(new LeaseObservation(WorkerObservation.OUTBOX_RELAY, "outbox-shards", 0, 8, 0, 0),
                leaseRounds.get(leaseRounds.size() - 1));
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), rounds.get(0).shards());
    }

    @Test
    void a_mark_under_a_lease_that_changed_hands_is_refused_counted_lost_and_the_event_stays_pending() {
        openCases(1);
        OutboxEvent event = core.pendingOutbox(anOperator(), 10).get().get(0);
        LeasedShards stalled = core.workers().leasedShards(settings);
        LeasedShards successor = core.workers().leasedShards(settings);
        int shard = stalled.shardsToWork(clock.now()).get(0);
        clock.advance(PERIOD.plusSeconds(1));
        assertTrue(successor.shardsToWork(clock.now()).contains(shard));

        var late = stalled.markFor(shard, (e, at) -> { throw new AssertionError("the plain mark is not used"); })
                .mark(event, clock.now());

        assertTrue(late.isLeft() && late.getLeft() instanceof Rejection.StaleVersion stale
                && stale.entity().equals("lease"), "refused as a stale lease: " + late);
        assertEquals(1, stalled.lostMarks());
        assertEquals(List.of(event.eventId()), core.pendingOutbox(anOperator(), 10).get().stream()
                .map(OutboxEvent::eventId).toList());
        assertTrue(successor.markFor(shard, null).mark(event, clock.now()).isRight());
        assertEquals(0, successor.lostMarks());
    }

    @Test
    void a_round_that_stalls_past_its_lease_stops_at_the_refused_mark_and_leaves_the_rest_to_the_new_owner() {
        openCases(3);
        List<String> delivered = new CopyOnWriteArrayList<>();
        WorkerFixtures.RecordedWaits waits = new WorkerFixtures.RecordedWaits();
        EnforcementCore stalling = EnforcementCoreBuilder.on(storage).withClock(clock).withSleeper(waits)
                .observedBy(new ForObservingCommands() {
                    @Override
                    public void commandEnded(CommandObservation observation) {
                    }

                    @Override
                    public void workerRoundEnded(WorkerObservation observation) {
                        rounds.add(observation);
                    }
                })
                .publishingTo(event -> {
                    delivered.add(event.eventId().value());
                    clock.advance(PERIOD.plusSeconds(1));
                    core.workers().leasedShards(settings).shardsToWork(clock.now());
                    return Try.success(null);
                }).build();
        LeasedShards claims = stalling.workers().leasedShards(settings);
        Worker<RelayReport> worker = stalling.workers().relay(anOperator(), settings, claims,
                WorkerFixtures.ON_THIS_THREAD).get();
        waits.stopAfter(1, new Worker<?>[] {worker});

        worker.start();

        assertEquals(1, delivered.size(), "one event published under the lost lease, no more: " + delivered);
        assertEquals(1, claims.lostMarks());
        assertEquals(1, rounds.get(0).counts().get("lostMarks"));
        assertEquals(3, core.pendingOutbox(anOperator(), 10).get().size());
    }

    @Test
    void a_leased_worker_rests_at_most_a_third_of_its_lease_period_so_that_it_renews_in_time() {
        LeasedShards claims = core.workers().leasedShards(settings);

        assertEquals(Duration.ofSeconds(10), claims.waitAtMost(Duration.ofMinutes(5)));
        assertEquals(Duration.ofSeconds(2), claims.waitAtMost(Duration.ofSeconds(2)));
    }

    @Test
    void a_lease_period_out_of_range_or_a_label_that_breaks_the_key_grammar_is_refused_naming_it() {
        assertEquals("leasePeriod must be PT1S..PT10M, was PT0.5S", assertThrows(IllegalArgumentException.class,
                () -> RelayWorkerSettings.builder().leasePeriod(Duration.ofMillis(500)).build()).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> RelayWorkerSettings.builder().instanceLabel("host#1").build()).getMessage()
                .startsWith("instanceLabel must not contain '#'"));
    }
}

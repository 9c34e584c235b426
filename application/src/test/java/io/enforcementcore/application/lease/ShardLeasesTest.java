package io.enforcementcore.application.lease;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.port.ForLeasing;
import io.enforcementcore.testlogging.CapturedLog;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.slf4j.event.Level;

/** Several instances sharing eight shards on one in-memory store, on a clock the test moves. */
class ShardLeasesTest {
    private static final int SHARDS = 8;
    private static final Duration PERIOD = Duration.ofSeconds(30);
    private static final Duration MARGIN = Duration.ofSeconds(5);
    private static final Instant START = Instant.parse("2026-03-01T10:00:00Z");
    private final ForLeasing store = InMemoryStorage.create().leases();
    private final List<String> heard = new ArrayList<>();

    @Test
    void a_lone_instance_takes_every_shard_under_fence_one() {
        ShardLeases a = instance("a");

        List<Lease> held = a.tick(START);

        assertEquals(SHARDS, held.size());
        assertTrue(held.stream().allMatch(lease -> lease.fence() == 1));
    }

    @Test
    void an_instance_that_joins_gets_half_the_shards_within_two_rounds() {
        ShardLeases a = instance("a");
        ShardLeases b = instance("b");
        a.tick(START);

        b.tick(START.plusSeconds(1)); // seen, but nothing is free yet
        a.tick(START.plusSeconds(2)); // makes room
        List<Lease> ofB = b.tick(START.plusSeconds(3));

        assertEquals(4, a.current(START.plusSeconds(3)).size());
        assertEquals(4, ofB.size());
        assertDisjointAndComplete(a.current(START.plusSeconds(3)), ofB);
    }

    @Test
    void the_shards_of_an_instance_that_stopped_are_taken_by_the_others_within_one_lease_period() {
        ShardLeases a = instance("a");
        ShardLeases b = instance("b");
        settle(START, a, b);
        Instant stopped = START.plusSeconds(10);
        List<Lease> ofA = a.tick(stopped); // a's last round: its leases run until stopped + PERIOD
        b.tick(stopped.plusSeconds(1));

        b.tick(stopped.plus(PERIOD).minusMillis(1));
        assertEquals(4, b.current(stopped.plus(PERIOD).minusMillis(1)).size(), "a's leases have not expired yet");
        List<Lease> ofB = b.tick(stopped.plus(PERIOD));

        assertEquals(SHARDS, ofB.size());
        for (Lease formerlyA : ofA) {
            assertTrue(ofB.contains(new Lease(formerlyA.name(), new InstanceId("b"), formerlyA.fence() + 1,
                            stopped.plus(PERIOD).plus(PERIOD))),
                    formerlyA + " changed hands under the next fence: " + ofB);
        }
    }

    @Test
    void an_instance_that_leaves_hands_its_shards_over_at_once() {
        ShardLeases a = instance("a");
        ShardLeases b = instance("b");
        settle(START, a, b);

        a.leave(START.plusSeconds(10));

        assertEquals(SHARDS, b.tick(START.plusSeconds(10)).size());
    }

    @Test
    void three_instances_rebalance_to_three_three_and_two_and_back_to_four_each_when_one_stops() {
        ShardLeases a = instance("a");
        ShardLeases b = instance("b");
        ShardLeases c = instance("c");
        Instant at = settle(START, a, b, c);
        assertEquals(List.of(3, 3, 2), List.of(a.current(at).size(), b.current(at).size(), c.current(at).size()));

        settle(at.plusSeconds(15), a, b); // c stopped at its last round, at
        Instant later = settle(at.plus(PERIOD), a, b);

        assertEquals(List.of(4, 4), List.of(a.current(later).size(), b.current(later).size()));
        assertDisjointAndComplete(a.current(later), b.current(later));
    }

    @Test
    void an_instance_that_stalled_past_its_expiry_hears_it_lost_its_shards_and_logs_it() {
        ShardLeases a = instance("a");
        ShardLeases b = instance("b");
        settle(START, a, b);
        Instant stalled = START.plusSeconds(10);
        a.tick(stalled);
        b.tick(stalled.plusSeconds(1));
        b.tick(stalled.plus(PERIOD)); // a missed its renewals: b takes all
        CapturedLog.clear();
        heard.clear();

        List<Lease> ofA = a.tick(stalled.plus(PERIOD).plusSeconds(1));

        assertEquals(List.of(), ofA);
        assertEquals(4, heard.stream().filter(line -> line.startsWith("a lost")).count(), () -> "heard " + heard);
        assertEquals(4, CapturedLog.at(Level.INFO, ShardLeases.class.getSimpleName()).stream()
                .filter(line -> line.startsWith("lost ")).count());
    }

    @Test
    void a_lease_is_not_answered_within_the_margin_before_its_expiry() {
        ShardLeases a = instance("a");
        a.tick(START);

        assertEquals(SHARDS, a.current(START.plus(PERIOD).minus(MARGIN).minusMillis(1)).size());
        assertEquals(0, a.current(START.plus(PERIOD).minus(MARGIN)).size());
    }

    @Test
    void two_processes_with_the_same_label_get_different_ids() {
        InstanceId first = ShardLeases.newInstanceId("relay");

        assertTrue(first.value().startsWith("relay-"));
        assertNotEquals(first, ShardLeases.newInstanceId("relay"));
    }

    private ShardLeases instance(String name) {
        InstanceId id = new InstanceId(name);
        return new ShardLeases(store, id, LeaseGroup.OUTBOX_SHARDS, SHARDS, PERIOD, MARGIN, new ForObservingLeases() {
            @Override
            public void taken(Lease lease) {
                heard.add(name + " took " + lease.name());
            }

            @Override
            public void released(Lease lease) {
                heard.add(name + " released " + lease.name());
            }

            @Override
            public void lost(LeaseName lease, InstanceId formerOwner) {
                heard.add(name + " lost " + lease);
            }
        });
    }

    /** Ticks every instance in turn, a second apart, three rounds: enough for a stable fleet to settle. */
    private static Instant settle(Instant from, ShardLeases... fleet) {
        Instant at = from;
        for (int round = 0; round < 3; round++) {
            for (ShardLeases instance : fleet) {
                at = at.plusSeconds(1);
                instance.tick(at);
            }
        }
        return at;
    }

    @SafeVarargs
    private static void assertDisjointAndComplete(List<Lease>... held) {
        Set<LeaseName> seen = new HashSet<>();
        for (List<Lease> leases : held) {
            leases.forEach(lease -> assertTrue(seen.add(lease.name()), lease.name() + " is held twice"));
        }
        assertEquals(SHARDS, seen.size());
    }
}

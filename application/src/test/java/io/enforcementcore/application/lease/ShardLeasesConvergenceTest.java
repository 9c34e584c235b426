package io.enforcementcore.application.lease;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.port.ForLeasing;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whatever order a fleet's instances tick in, and however far apart (within a third of a period), every shard
 * ends up held by exactly one instance and each holds the floor or the ceiling of an even split. Each case is
 * one seed: a failure names the seed that reproduces it.
 */
class ShardLeasesConvergenceTest {
    private static final Duration PERIOD = Duration.ofSeconds(30);
    private static final Duration MARGIN = Duration.ofSeconds(3);
    /** Rounds in which every instance ticks once, in a shuffled order: the fleet must have settled after these. */
    private static final int ROUNDS = 4;

    static Stream<Arguments> fleets() {
        return IntStream.range(0, 240).mapToObj(seed -> Arguments.of(seed, 1 + seed % 5, new int[] {1, 3, 8, 13}[seed / 5 % 4]));
    }

    @ParameterizedTest(name = "seed {0}: {1} instances, {2} shards")
    @MethodSource("fleets")
    void every_shard_ends_up_with_exactly_one_owner_and_every_instance_with_a_fair_share(int seed, int instances,
                                                                                          int shards) {
        Random random = new Random(seed);
        ForLeasing store = InMemoryStorage.create().leases();
        List<ShardLeases> fleet = new ArrayList<>();
        for (int i = 0; i < instances; i++) {
            fleet.add(new ShardLeases(store, new InstanceId("instance-" + i), LeaseGroup.OUTBOX_SHARDS, shards, PERIOD,
                    MARGIN, ForObservingLeases.NONE));
        }
        Instant at = Instant.parse("2026-03-01T10:00:00Z");
        for (int round = 0; round < ROUNDS; round++) {
            List<ShardLeases> order = new ArrayList<>(fleet);
            Collections.shuffle(order, random);
            for (ShardLeases instance : order) {
                at = at.plusMillis(random.nextInt(2000));
                instance.tick(at);
            }
        }

        Set<LeaseName> owned = new HashSet<>();
        for (ShardLeases instance : fleet) {
            List<Lease> held = instance.current(at);
            assertTrue(held.size() == shards / instances || held.size() == (shards + instances - 1) / instances,
                    "seed " + seed + ": an instance holds " + held.size());
            held.forEach(lease -> assertTrue(owned.add(lease.name()), "seed " + seed + ": " + lease.name() + " twice"));
        }
        assertEquals(shards, owned.size(), "seed " + seed);
    }
}

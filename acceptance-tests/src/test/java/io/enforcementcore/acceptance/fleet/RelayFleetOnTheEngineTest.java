package io.enforcementcore.acceptance.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.adapters.inmemory.InMemoryEventChannel;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.application.worker.RelayWorkerSettings;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.ForLeasing;
import io.enforcementcore.messages.EventMessage;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A fleet of relay workers on one table of the engine, on the real clock: four instances share the outbox's
 * eight shards by lease while one dies midway (after a publish, before its mark, leases kept) and one stalls
 * past its lease (its publish hangs until the others took every shard it held, then it marks). Every event is
 * published, duplicates are only the events in hand at the death and the stall, no shard goes unowned for
 * longer than a lease period, and the stalled instance's late mark is refused. Then one instance alone relays
 * a second batch exactly once. Each prints its events per second (the figures in docs/workers.md).
 *
 * <p>The one duration asserted is the unowned stretch: at most a lease period plus {@link #READ_MARGIN}. A shard
 * whose lease lapses is taken at the next round of another instance, which comes within an idle wait (at most a
 * third of a period) or a round (which stops before its own leases lapse); the margin covers the board being
 * read every {@link ShardOwnership#EVERY} and a read on a shared machine that is itself late.
 */
class RelayFleetOnTheEngineTest {
    private static final int EVENTS = 2_000;
    private static final int ALONE_EVENTS = 400;
    private static final int WORKERS = 4;
    private static final int KILL_AT = 150;
    private static final int STALL_AT = 250;
    private static final Duration PERIOD = Duration.ofSeconds(2);
    private static final Duration READ_MARGIN = Duration.ofMillis(500);
    private static final TenantId TENANT = new TenantId("fleet");
    private static final Principal OPERATOR = Principal.of("platform", "otto", Classification.PUBLIC,
            Role.PLATFORM_OPERATOR);

    private final String table = DynamoDbTestStores.freshTable();
    private final DynamoDbClient client = DynamoDbClient.builder()
            .httpClientBuilder(UrlConnectionHttpClient.builder())
            .endpointOverride(DynamoDbTestEngine.endpoint())
            .region(Region.US_EAST_1)
            .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
            .build();
    private final List<DynamoDbStorage> stores = new ArrayList<>();
    private final List<FleetMember> fleet = new ArrayList<>();
    private final InMemoryEventChannel channel = InMemoryEventChannel.create();
    private final Instant seededAt = Instant.now().minus(Duration.ofHours(1)).truncatedTo(ChronoUnit.MILLIS);

    @AfterEach
    void stopEverything() {
        fleet.forEach(FleetMember::stop);
        stores.forEach(DynamoDbStorage::close);
        client.close();
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES) // a guard against a hang, not a timing
    void four_instances_publish_every_event_through_a_death_and_a_stall_with_no_duplicate_but_the_events_in_hand()
            throws Exception {
        Set<String> seeded = seed(0, EVENTS);
        RelayWorkerSettings settings = settings();
        ForLeasing leases = store().ports().leases();
        FleetMember killed = member(settings, n -> { });
        FleetMember[] stalled = new FleetMember[1];
        stalled[0] = member(settings, n -> {
            if (n == STALL_AT) {
                // hangs until the others took every shard it held: well past its lease
                awaitUntil(() -> leases.board(LeaseGroup.OUTBOX_SHARDS).leases().stream().noneMatch(lease -> lease.owner().equals(stalled[0].leases().instance())));
            }
        });
        member(settings, n -> { });
        member(settings, n -> { });

        long started = System.nanoTime();
        int deliveredBeforeTheDeath;
        long beforeTheDeath;
        try (ShardOwnership ownership = new ShardOwnership(leases, 8)) {
            fleet.forEach(FleetMember::start);
            awaitUntil(() -> killed.published() >= KILL_AT);
            deliveredBeforeTheDeath = channel.published().size();
            beforeTheDeath = System.nanoTime();
            killed.kill();
            awaitUntil(() -> distinct(channel.published()).containsAll(seeded));
            long allDelivered = System.nanoTime();
            Duration longestUnowned = ownership.longestUnowned();

            List<EventMessage> delivered = channel.published();
            int duplicates = delivered.size() - distinct(delivered).size();
            long lostMarks = fleet.stream().mapToLong(member -> member.leases().lostMarks()).sum();
            System.out.printf("relay fleet on the engine: %d workers, %d events in %.1f s: %.0f events/s (%.0f events/s"
                            + " before the death); %d duplicates, %d lost marks, longest unowned shard %d ms%n", WORKERS,
                    EVENTS, (allDelivered - started) / 1e9, EVENTS / ((allDelivered - started) / 1e9),
                    deliveredBeforeTheDeath / ((beforeTheDeath - started) / 1e9), duplicates, lostMarks,
                    longestUnowned.toMillis());

            assertTrue(distinct(delivered).containsAll(seeded), "every event published at least once");
            // one event in hand when the instance died (published, never marked) and one when the other stalled
            // (published, its mark refused): the new owners publish each again, and nothing else twice
            assertTrue(duplicates <= 2, duplicates + " duplicates; at most the 2 events in hand at the death and the stall");
            assertTrue(stalled[0].leases().lostMarks() >= 1, "the stalled instance's late mark was refused");
            assertTrue(longestUnowned.compareTo(PERIOD.plus(READ_MARGIN)) <= 0,
                    "a shard went unowned for " + longestUnowned + ", longer than a lease period " + PERIOD);
        }
        awaitUntil(() -> fleet.get(2).core().pendingOutbox(OPERATOR, 10).get().isEmpty());
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES) // a guard against a hang, not a timing
    void one_instance_alone_takes_every_shard_by_lease_and_publishes_each_event_exactly_once() {
        Set<String> seeded = seed(0, ALONE_EVENTS);
        FleetMember alone = member(settings(), n -> { });

        long started = System.nanoTime();
        alone.start();
        awaitUntil(() -> distinct(channel.published()).containsAll(seeded));
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf("relay fleet on the engine: 1 worker, %d events in %.1f s: %.0f events/s%n", ALONE_EVENTS,
                seconds, ALONE_EVENTS / seconds);

        assertEquals(ALONE_EVENTS, channel.published().size(), "each event published once");
        assertEquals(8, alone.leases().shardsToWork(Instant.now()).size());
        assertEquals(0, alone.leases().lostMarks());
    }

    private static RelayWorkerSettings settings() {
        return RelayWorkerSettings.builder().batchSize(25).minIdleWait(Duration.ofMillis(100))
                .maxIdleWait(Duration.ofMillis(500)).gracePeriod(Duration.ofSeconds(5)).leasePeriod(PERIOD)
                .instanceLabel("fleet").build();
    }

    private DynamoDbStorage store() {
        DynamoDbStorage storage = DynamoDbStorage.builder(client, table).build();
        stores.add(storage);
        return storage;
    }

    private FleetMember member(RelayWorkerSettings settings, IntConsumer onPublish) {
        FleetMember member = new FleetMember(store(), channel, settings, OPERATOR, onPublish);
        fleet.add(member);
        return member;
    }

    /** {@code count} pending events, 25 to a commit through the store port: a fleet's worth in seconds. */
    private Set<String> seed(int from, int count) {
        DynamoDbStorage storage = store();
        Authorship seeder = Authorship.onCase(new UserId("seeder"), seededAt,
                new Provenance(new OrgId("fleet-org"), Classification.PUBLIC));
        Set<String> ids = new HashSet<>();
        List<Change> batch = new ArrayList<>();
        for (int i = from; i < from + count; i++) {
            String id = String.format("event-%05d", i);
            ids.add(id);
            batch.add(new Change.AppendOutbox(new OutboxEvent(TENANT, new CaseId("case-" + i / 25), new EventId(id),
                    EventType.CASE_OPENED, seededAt.plusMillis(i), Map.of(), OutboxStatus.PENDING)));
            if (batch.size() == 25 || i == from + count - 1) {
                storage.ports().changes().commit(ChangeSet.of(CommandId.C01, TENANT, seeder,
                        Decision.requiring().writing(batch.toArray(Change[]::new)))).get();
                batch.clear();
            }
        }
        return ids;
    }

    private static Set<String> distinct(List<EventMessage> delivered) {
        Set<String> ids = new HashSet<>();
        delivered.forEach(message -> ids.add(message.attributes().get(EventMessage.EVENT)));
        return ids;
    }

    private static void awaitUntil(BooleanSupplier condition) {
        while (!condition.getAsBoolean()) {
            LockSupport.parkNanos(ShardOwnership.EVERY.toNanos());
        }
    }
}

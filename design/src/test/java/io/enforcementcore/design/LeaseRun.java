package io.enforcementcore.design;

import static io.enforcementcore.domain.fixtures.ChangeSets.announcingOnly;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishing;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishingUnder;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOutboxEvent;

import io.enforcementcore.adapters.dynamodb.AttributionGuard;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.StorageRecorder;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForLeasing;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.StorageCall;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two instances sharing eight shards on a fresh table of the test engine, as their workers' rounds would:
 * the first takes every shard, the second joins, the first releases half, the second takes them, both renew;
 * then one outbox event marked published without a lease and one under its shard's. Every request is recorded
 * by the purpose the design gives it.
 */
final class LeaseRun {
    static final String MEASURED_ON = "a fresh table of the test engine: two instances sharing eight shards (the "
            + "first takes all eight, the second joins, the first releases four, the second takes them, both renew "
            + "theirs once), each round a beat and a read of the group; then C13 on one event without a lease and "
            + "on another under its shard's";
    private static final Instant START = Instant.parse("2026-03-01T10:00:00Z");
    private static final Duration PERIOD = Duration.ofSeconds(30);
    private static final LeaseGroup GROUP = LeaseGroup.OUTBOX_SHARDS;

    final Map<String, List<StorageCall>> byPurpose = new LinkedHashMap<>();
    StorageCall unfencedC13;
    StorageCall fencedC13;

    private final StorageRecorder recorder = new StorageRecorder();
    private final StoragePorts ports;
    private final ForLeasing leases;

    private LeaseRun(String table) {
        ports = DynamoDbTestStores.connect(table, new AttributionGuard(DynamoDbStorage.knownAttributions(), recorder));
        leases = ports.leases();
    }

    /** The run, made once for every document that shows it. */
    static synchronized LeaseRun measured() {
        if (once == null) {
            once = onAFreshTable();
        }
        return once;
    }

    private static LeaseRun once;

    private static LeaseRun onAFreshTable() {
        String table = DynamoDbTestStores.freshTable();
        try {
            LeaseRun run = new LeaseRun(table);
            run.run();
            return run;
        } finally {
            DynamoDbTestStores.dropTable(table);
        }
    }

    private void run() {
        InstanceId a = new InstanceId("svc-a");
        InstanceId b = new InstanceId("svc-b");
        List<Lease> ofA = new ArrayList<>();
        round(a, START);
        for (int shard = 0; shard < 8; shard++) {
            LeaseName name = GROUP.lease(shard);
            measured("take a lease", () -> ofA.add(leases.take(name, a, START, START.plus(PERIOD)).get()));
        }
        round(b, START.plusSeconds(1));
        Instant second = START.plusSeconds(10);
        round(a, second);
        List<Lease> kept = new ArrayList<>();
        for (Lease lease : ofA) {
            if (lease.name().index() < 4) {
                measured("renew a lease", () -> kept.add(leases.renew(lease, second.plus(PERIOD)).get()));
            } else {
                measured("release a lease (expiry = now)", () -> leases.release(lease, second).get());
            }
        }
        round(b, second.plusSeconds(1));
        List<Lease> ofB = new ArrayList<>();
        for (int shard = 4; shard < 8; shard++) {
            LeaseName name = GROUP.lease(shard);
            measured("take a lease", () -> ofB.add(leases.take(name, b, second.plusSeconds(1),
                    second.plusSeconds(1).plus(PERIOD)).get()));
        }
        for (Lease lease : ofB) {
            measured("renew a lease", () -> leases.renew(lease, second.plusSeconds(2).plus(PERIOD)).get());
        }
        markOnePublishedEach(kept.get(0));
    }

    private void round(InstanceId instance, Instant at) {
        measured("beat as a member", () -> leases.beat(GROUP, instance, at.plus(PERIOD)));
        measured("read a group's leases and members", () -> leases.board(GROUP));
    }

    private void markOnePublishedEach(Lease lease) {
        NewCase aCase = aCaseUnderReview(Ids.aTenant());
        ports.changes().commit(opening(aCase)).get();
        OutboxEvent unfenced = anOutboxEvent(aCase, Ids.anEventId(), START);
        OutboxEvent fenced = anOutboxEvent(aCase, Ids.anEventId(), START);
        ports.changes().commit(announcingOnly(unfenced)).get();
        ports.changes().commit(announcingOnly(fenced)).get();
        unfencedC13 = single(recorder.callsOf(() -> ports.changes().commit(publishing(unfenced)).get()));
        fencedC13 = single(recorder.callsOf(() ->
                ports.changes().commit(publishingUnder(lease, fenced, START.plusSeconds(20))).get()));
        byPurpose.put("C13 under the shard's lease", List.of(fencedC13));
    }

    private void measured(String purpose, Runnable request) {
        byPurpose.computeIfAbsent(purpose, p -> new ArrayList<>()).addAll(recorder.callsOf(request));
    }

    private static StorageCall single(List<StorageCall> calls) {
        if (calls.size() != 1) {
            throw new IllegalStateException("expected one request, made " + calls);
        }
        return calls.get(0);
    }
}

package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.adapters.inmemory.table.SortKeys.CaseTimeKey;
import io.enforcementcore.adapters.inmemory.table.SortKeys.OpenedKey;
import io.enforcementcore.adapters.inmemory.table.SortKeys.PendingKey;
import io.enforcementcore.adapters.inmemory.table.SortKeys.ScoreKey;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import java.util.Collections;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * The sparse secondary indexes, one sorted map per index partition: an item is in a view exactly while
 * it belongs there (an open task in its assignee's queue, an open deadline in its tenant's, a case in
 * its status list, an open high-risk case in its tenant's risk list, a pending event in its shard), so a
 * read never meets an item it would have to skip. Empty partitions are dropped.
 *
 * <p>Each index partition is guarded by its stripe of {@link #stripes}: a read holds it for the one
 * range it reads; a commit gathers its changes in a {@link ViewChanges} and applies them holding the
 * stripes of every partition they touch.
 */
public final class TenantViews {
    /** One classification's range of an assignee's queue, as DynamoDB keeps it in the index's sort key. */
    private record Assignee(TenantId tenantId, UserId userId, Classification classification) {
    }

    /** One classification's range of a status list, as DynamoDB keeps it in the index's sort key. */
    private record Status(TenantId tenantId, CaseStatus status, Classification classification) {
    }

    private record HighRisk(TenantId tenantId, Classification classification) {
    }

    /** One classification's range of the tenant's open deadlines, as DynamoDB keeps it in the sort key. */
    private record DeadlinesOf(TenantId tenantId, Classification classification) {
    }

    private record Shard(int shard) {
    }

    private final Stripes stripes = new Stripes(256);
    private final Map<Assignee, NavigableMap<CaseTimeKey, Task>> openTasks = new ConcurrentHashMap<>();
    private final Map<DeadlinesOf, NavigableMap<CaseTimeKey, Deadline>> openDeadlines = new ConcurrentHashMap<>();
    /** The STATE entries as stored, stamp included: GSI1 projects the audit attributes, and a read is sized by them. */
    private final Map<Status, NavigableMap<OpenedKey, Stored<CaseState>>> casesByStatus = new ConcurrentHashMap<>();
    private final Map<HighRisk, NavigableMap<ScoreKey, CaseState>> highRiskOpenCases = new ConcurrentHashMap<>();
    /** The pending events as stored, stamp included, for the same reason. */
    private final Map<Shard, NavigableMap<PendingKey, Stored<OutboxEvent>>> pendingByShard = new ConcurrentHashMap<>();
    /** Each shard's partition key, made once: every outbox write names one. */
    private final Shard[] shards;

    TenantViews(int outboxShards) {
        this.shards = IntStream.range(0, outboxShards).mapToObj(Shard::new).toArray(Shard[]::new);
    }

    public Stripes stripes() {
        return stripes;
    }

    public <R> R openTasksOf(TenantId tenantId, UserId assignee, Classification classification,
                      Function<NavigableMap<CaseTimeKey, Task>, R> reading) {
        return read(openTasks, new Assignee(tenantId, assignee, classification), reading);
    }

    public <R> R openDeadlinesOf(TenantId tenantId, Classification classification,
                          Function<NavigableMap<CaseTimeKey, Deadline>, R> reading) {
        return read(openDeadlines, new DeadlinesOf(tenantId, classification), reading);
    }

    public <R> R casesIn(TenantId tenantId, CaseStatus status, Classification classification,
                  Function<NavigableMap<OpenedKey, Stored<CaseState>>, R> reading) {
        return read(casesByStatus, new Status(tenantId, status, classification), reading);
    }

    public <R> R highRiskOpenCasesOf(TenantId tenantId, Classification classification,
                              Function<NavigableMap<ScoreKey, CaseState>, R> reading) {
        return read(highRiskOpenCases, new HighRisk(tenantId, classification), reading);
    }

    public int shardCount() {
        return shards.length;
    }

    public <R> R pendingIn(int shard, Function<NavigableMap<PendingKey, Stored<OutboxEvent>>, R> reading) {
        return read(pendingByShard, shards[shard], reading);
    }

    void replaceTask(Task before, Task after, ViewChanges changes) {
        if (before != null && before.isOpen()) {
            remove(openTasks, new Assignee(before.tenantId(), before.assignee(), before.classification()),
                    key(before), changes);
        }
        if (after != null && after.isOpen()) {
            put(openTasks, new Assignee(after.tenantId(), after.assignee(), after.classification()), key(after),
                    after, changes);
        }
    }

    void replaceDeadline(Deadline before, Deadline after, ViewChanges changes) {
        if (before != null && before.isOpen()) {
            remove(openDeadlines, new DeadlinesOf(before.tenantId(), before.classification()), key(before), changes);
        }
        if (after != null && after.isOpen()) {
            put(openDeadlines, new DeadlinesOf(after.tenantId(), after.classification()), key(after), after,
                    changes);
        }
    }

    void replaceState(CaseState before, Stored<CaseState> stored, ViewChanges changes) {
        CaseState after = stored.item();
        if (before != null) {
            remove(casesByStatus, new Status(before.tenantId(), before.status(), before.classification()),
                    OpenedKey.of(before), changes);
            if (before.isHighRiskOpen()) {
                remove(highRiskOpenCases, new HighRisk(before.tenantId(), before.classification()),
                        ScoreKey.of(before), changes);
            }
        }
        put(casesByStatus, new Status(after.tenantId(), after.status(), after.classification()), OpenedKey.of(after),
                stored, changes);
        if (after.isHighRiskOpen()) {
            put(highRiskOpenCases, new HighRisk(after.tenantId(), after.classification()), ScoreKey.of(after), after,
                    changes);
        }
    }

    void replaceOutboxEvent(OutboxEvent before, Stored<OutboxEvent> stored, ViewChanges changes) {
        OutboxEvent after = stored.item();
        if (before != null && !before.isPublished()) {
            remove(pendingByShard, shards[shardOf(before)], key(before), changes);
        }
        if (!after.isPublished()) {
            put(pendingByShard, shards[shardOf(after)], key(after), stored, changes);
        }
    }

    int shardOf(OutboxEvent event) {
        return Math.floorMod(event.eventId().value().hashCode(), shards.length);
    }

    private <P, K, V, R> R read(Map<P, NavigableMap<K, V>> index, P partition,
                                Function<NavigableMap<K, V>, R> reading) {
        return stripes.under(partition, () -> reading.apply(
                index.getOrDefault(partition, Collections.emptyNavigableMap())));
    }

    private static <P, K, V> void put(Map<P, NavigableMap<K, V>> index, P partition, K key, V value,
                                      ViewChanges changes) {
        changes.add(partition, () -> index.computeIfAbsent(partition, p -> new TreeMap<>()).put(key, value));
    }

    private static <P, K, V> void remove(Map<P, NavigableMap<K, V>> index, P partition, K key, ViewChanges changes) {
        changes.add(partition, () -> {
            NavigableMap<K, V> items = index.get(partition);
            if (items != null) {
                items.remove(key);
                if (items.isEmpty()) {
                    index.remove(partition);
                }
            }
        });
    }

    private static CaseTimeKey key(Task task) {
        return new CaseTimeKey(task.dueAt(), task.caseId().value(), task.taskId().value());
    }

    private static CaseTimeKey key(Deadline deadline) {
        return new CaseTimeKey(deadline.dueAt(), deadline.caseId().value(), deadline.deadlineId().value());
    }

    private static PendingKey key(OutboxEvent event) {
        return new PendingKey(event.occurredAt(), event.eventId().value(), event.caseId().value());
    }
}

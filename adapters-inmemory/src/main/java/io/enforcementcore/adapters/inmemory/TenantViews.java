package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.adapters.inmemory.SortKeys.CaseTimeKey;
import io.enforcementcore.adapters.inmemory.SortKeys.OpenedKey;
import io.enforcementcore.adapters.inmemory.SortKeys.PendingKey;
import io.enforcementcore.adapters.inmemory.SortKeys.ScoreKey;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The sparse secondary indexes, one sorted map per index partition: an item is in a view exactly while
 * it belongs there (an open task in its assignee's queue, an open deadline in its tenant's, a case in
 * its status list, an open high-risk case in its tenant's risk list, a pending event in its shard), so a
 * read never meets an item it would have to skip. Empty partitions are dropped.
 */
final class TenantViews {
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

    private final Map<Assignee, NavigableMap<CaseTimeKey, Task>> openTasks = new HashMap<>();
    private final Map<DeadlinesOf, NavigableMap<CaseTimeKey, Deadline>> openDeadlines = new HashMap<>();
    private final Map<Status, NavigableMap<OpenedKey, CaseState>> casesByStatus = new HashMap<>();
    private final Map<HighRisk, NavigableMap<ScoreKey, CaseState>> highRiskOpenCases = new HashMap<>();
    private final List<NavigableMap<PendingKey, OutboxEvent>> pendingByShard;

    TenantViews(int outboxShards) {
        List<NavigableMap<PendingKey, OutboxEvent>> shards = new ArrayList<>();
        for (int shard = 0; shard < outboxShards; shard++) {
            shards.add(new TreeMap<>());
        }
        pendingByShard = Collections.unmodifiableList(shards);
    }

    NavigableMap<CaseTimeKey, Task> openTasksOf(TenantId tenantId, UserId assignee, Classification classification) {
        return openTasks.getOrDefault(new Assignee(tenantId, assignee, classification),
                Collections.emptyNavigableMap());
    }

    NavigableMap<CaseTimeKey, Deadline> openDeadlinesOf(TenantId tenantId, Classification classification) {
        return openDeadlines.getOrDefault(new DeadlinesOf(tenantId, classification), Collections.emptyNavigableMap());
    }

    NavigableMap<OpenedKey, CaseState> casesIn(TenantId tenantId, CaseStatus status, Classification classification) {
        return casesByStatus.getOrDefault(new Status(tenantId, status, classification),
                Collections.emptyNavigableMap());
    }

    NavigableMap<ScoreKey, CaseState> highRiskOpenCasesOf(TenantId tenantId, Classification classification) {
        return highRiskOpenCases.getOrDefault(new HighRisk(tenantId, classification), Collections.emptyNavigableMap());
    }

    int shardCount() {
        return pendingByShard.size();
    }

    NavigableMap<PendingKey, OutboxEvent> pendingIn(int shard) {
        return pendingByShard.get(shard);
    }

    void replaceTask(Task before, Task after) {
        if (before != null && before.isOpen()) {
            remove(openTasks, new Assignee(before.tenantId(), before.assignee(), before.classification()), key(before));
        }
        if (after != null && after.isOpen()) {
            openTasks.computeIfAbsent(new Assignee(after.tenantId(), after.assignee(), after.classification()),
                            a -> new TreeMap<>())
                    .put(key(after), after);
        }
    }

    void replaceDeadline(Deadline before, Deadline after) {
        if (before != null && before.isOpen()) {
            remove(openDeadlines, new DeadlinesOf(before.tenantId(), before.classification()), key(before));
        }
        if (after != null && after.isOpen()) {
            openDeadlines.computeIfAbsent(new DeadlinesOf(after.tenantId(), after.classification()),
                    t -> new TreeMap<>()).put(key(after), after);
        }
    }

    void replaceState(CaseState before, CaseState after) {
        if (before != null) {
            remove(casesByStatus, new Status(before.tenantId(), before.status(), before.classification()),
                    openedKey(before));
            if (before.isHighRiskOpen()) {
                remove(highRiskOpenCases, new HighRisk(before.tenantId(), before.classification()), scoreKey(before));
            }
        }
        casesByStatus.computeIfAbsent(new Status(after.tenantId(), after.status(), after.classification()),
                        s -> new TreeMap<>())
                .put(openedKey(after), after);
        if (after.isHighRiskOpen()) {
            highRiskOpenCases.computeIfAbsent(new HighRisk(after.tenantId(), after.classification()),
                            t -> new TreeMap<>())
                    .put(scoreKey(after), after);
        }
    }

    void replaceOutboxEvent(OutboxEvent before, OutboxEvent after) {
        if (before != null && !before.published()) {
            pendingIn(shardOf(before)).remove(key(before));
        }
        if (!after.published()) {
            pendingIn(shardOf(after)).put(key(after), after);
        }
    }

    int shardOf(OutboxEvent event) {
        return Math.floorMod(event.eventId().value().hashCode(), shardCount());
    }

    private static <P, K, V> void remove(Map<P, NavigableMap<K, V>> index, P partition, K key) {
        NavigableMap<K, V> items = index.get(partition);
        if (items != null) {
            items.remove(key);
            if (items.isEmpty()) {
                index.remove(partition);
            }
        }
    }

    private static CaseTimeKey key(Task task) {
        return new CaseTimeKey(task.dueAt(), task.caseId().value(), task.taskId().value());
    }

    private static CaseTimeKey key(Deadline deadline) {
        return new CaseTimeKey(deadline.dueAt(), deadline.caseId().value(), deadline.deadlineId().value());
    }

    private static OpenedKey openedKey(CaseState state) {
        return OpenedKey.of(state);
    }

    private static ScoreKey scoreKey(CaseState state) {
        return ScoreKey.of(state);
    }

    private static PendingKey key(OutboxEvent event) {
        return new PendingKey(event.occurredAt(), event.eventId().value(), event.caseId().value());
    }
}

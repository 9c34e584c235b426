package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.adapters.inmemory.table.SortKeys.TimeKey;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import java.util.Collections;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * One case's item collection (the table's {@code CASE#<caseId>} partition), one sorted map per kind of
 * item, plus the open tasks and open deadlines as the sparse local index LSI1 holds them. It belongs to
 * the tenant of the first item written into it. Read and written only under its stripe, and written only
 * through {@link MemoryTables}, which keeps the views in step.
 */
public final class CasePartition {
    final TenantId tenantId;
    /** The table's partition key, kept for the walk over every item. */
    final String partitionKey;
    public Stored<CaseMetadata> metadata;
    public Stored<CaseState> state;
    /**
     * What a kind of item the partition holds none of reads as, until its first write makes it a map of its
     * own: most cases never hold most kinds, and eight empty maps were a fifth of what opening a case kept.
     */
    private static final NavigableMap<?, ?> NONE = Collections.emptyNavigableMap();
    public NavigableMap<String, Stored<CaseParty>> parties = none();
    public NavigableMap<TimeKey, Stored<Task>> tasks = none();
    public NavigableMap<TimeKey, Task> openTasks = none();
    public NavigableMap<TimeKey, Stored<Deadline>> deadlines = none();
    public NavigableMap<TimeKey, Deadline> openDeadlines = none();
    public NavigableMap<String, Stored<Evidence>> evidence = none();
    public NavigableMap<TimeKey, Stored<TimelineEvent>> events = none();
    public NavigableMap<TimeKey, Stored<OutboxEvent>> outbox = none();

    CasePartition(TenantId tenantId, String partitionKey) {
        this.tenantId = tenantId;
        this.partitionKey = partitionKey;
    }

    @SuppressWarnings("unchecked")
    private static <K, V> NavigableMap<K, V> none() {
        return (NavigableMap<K, V>) NONE;
    }

    NavigableMap<String, Stored<CaseParty>> partiesToWrite() {
        return parties != NONE ? parties : (parties = new TreeMap<>());
    }

    NavigableMap<TimeKey, Stored<Task>> tasksToWrite() {
        return tasks != NONE ? tasks : (tasks = new TreeMap<>());
    }

    NavigableMap<TimeKey, Task> openTasksToWrite() {
        return openTasks != NONE ? openTasks : (openTasks = new TreeMap<>());
    }

    NavigableMap<TimeKey, Stored<Deadline>> deadlinesToWrite() {
        return deadlines != NONE ? deadlines : (deadlines = new TreeMap<>());
    }

    NavigableMap<TimeKey, Deadline> openDeadlinesToWrite() {
        return openDeadlines != NONE ? openDeadlines : (openDeadlines = new TreeMap<>());
    }

    NavigableMap<String, Stored<Evidence>> evidenceToWrite() {
        return evidence != NONE ? evidence : (evidence = new TreeMap<>());
    }

    NavigableMap<TimeKey, Stored<TimelineEvent>> eventsToWrite() {
        return events != NONE ? events : (events = new TreeMap<>());
    }

    NavigableMap<TimeKey, Stored<OutboxEvent>> outboxToWrite() {
        return outbox != NONE ? outbox : (outbox = new TreeMap<>());
    }

    /** Opened: META and STATE exist. A partition may hold events before (or without) them. */
    public boolean isOpened() {
        return metadata != null && state != null;
    }

    public CaseMetadata metadata() {
        return Stored.itemOf(metadata);
    }

    public CaseState state() {
        return Stored.itemOf(state);
    }

    public Task task(TaskHandle handle) {
        return Stored.itemOf(storedTask(handle));
    }

    /** The task as stored, with its mark and stamp; null if there is none. */
    public Stored<Task> storedTask(TaskHandle handle) {
        return tasks.get(key(handle));
    }

    public Deadline deadline(DeadlineHandle handle) {
        return Stored.itemOf(storedDeadline(handle));
    }

    /** The deadline as stored, with its mark and stamp; null if there is none. */
    public Stored<Deadline> storedDeadline(DeadlineHandle handle) {
        return deadlines.get(key(handle));
    }

    OutboxEvent outboxEvent(OutboxEvent event) {
        return Stored.itemOf(outbox.get(key(event)));
    }

    static TimeKey key(TaskHandle handle) {
        return new TimeKey(handle.dueAt(), handle.taskId().value());
    }

    static TimeKey key(DeadlineHandle handle) {
        return new TimeKey(handle.dueAt(), handle.deadlineId().value());
    }

    static TimeKey key(TimelineEvent event) {
        return new TimeKey(event.occurredAt(), event.eventId().value());
    }

    static TimeKey key(OutboxEvent event) {
        return new TimeKey(event.occurredAt(), event.eventId().value());
    }
}

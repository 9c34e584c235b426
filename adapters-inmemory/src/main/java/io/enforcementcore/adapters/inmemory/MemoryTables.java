package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.adapters.inmemory.SortKeys.TimeKey;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.metering.ForSizingItems;
import io.enforcementcore.metering.StoredRecords;
import io.vavr.control.Option;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * Every item of the in-memory table, and the one lock that guards them.
 *
 * <p>Why one read-write lock: a commit takes the write lock, checks every condition of its change set
 * and only then applies it, so no other commit can slip in between check and write (conditions are
 * checked at commit time, as DynamoDB does), no reader sees half a change set (commits are atomic), and
 * commits are serialised (concurrent commits on one version: exactly one wins). Reads share the read
 * lock and see one consistent state. The store is a test double and a development store, where this
 * simplicity is worth more than write concurrency.
 *
 * <p>The {@code put}/{@code delete} methods work on whole items and keep the partitions, the sparse
 * views and the item catalogue in step; they require the write lock, the lookups either lock. The
 * catalogue holds, for each item, the record stored there and how to size it, so that the migration walk
 * can price what it examines without knowing what kind of item each address holds, and a commit can be
 * priced from the records it found and left.
 */
final class MemoryTables {
    private record PartyKey(TenantId tenantId, PartyId partyId) {
    }

    private record RefKey(TenantId tenantId, ExternalRef externalRef) {
    }

    private record RecordKey(TenantId tenantId, IdempotencyKey key) {
    }

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<CaseId, CasePartition> cases = new HashMap<>();
    private final Map<PartyKey, PartyPartition> parties = new HashMap<>();
    private final Map<RefKey, CaseId> externalRefs = new HashMap<>();
    private final Map<RecordKey, IdempotencyRecord> idempotency = new HashMap<>();
    private final NavigableMap<ItemAddress, ToLongFunction<ForSizingItems>> items = new TreeMap<>();
    private final Map<ItemAddress, Object> records = new HashMap<>();
    private final TenantViews views;

    MemoryTables(int outboxShards) {
        this.views = new TenantViews(outboxShards);
    }

    <T> T read(Supplier<T> reading) {
        lock.readLock().lock();
        try {
            return reading.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    <T> T write(Supplier<T> writing) {
        lock.writeLock().lock();
        try {
            return writing.get();
        } finally {
            lock.writeLock().unlock();
        }
    }

    TenantViews views() {
        return views;
    }

    /** The case's partition if it exists and belongs to the tenant: another tenant's case reads as absent. */
    Option<CasePartition> caseOf(TenantId tenantId, CaseId caseId) {
        return Option.of(cases.get(caseId)).filter(partition -> partition.tenantId.equals(tenantId));
    }

    /** The case's partition whoever owns it: what a precondition observes. */
    Option<CasePartition> partitionOf(CaseId caseId) {
        return Option.of(cases.get(caseId));
    }

    /** An opened case of the tenant (META and STATE exist). */
    Option<CasePartition> openedCaseOf(TenantId tenantId, CaseId caseId) {
        return caseOf(tenantId, caseId).filter(CasePartition::isOpened);
    }

    Option<CaseId> caseIdByExternalRef(TenantId tenantId, ExternalRef externalRef) {
        return Option.of(externalRefs.get(new RefKey(tenantId, externalRef)));
    }

    Option<PartyPartition> partyOf(TenantId tenantId, PartyId partyId) {
        return Option.of(parties.get(new PartyKey(tenantId, partyId)));
    }

    Option<IdempotencyRecord> idempotencyRecord(TenantId tenantId, IdempotencyKey key) {
        return Option.of(idempotency.get(new RecordKey(tenantId, key)));
    }

    /** Whether an item is stored at {@code address}. */
    boolean holds(ItemAddress address) {
        return items.containsKey(address);
    }

    /** Every item, in address order, with how to size it: only the migration walk may look at this. */
    NavigableMap<ItemAddress, ToLongFunction<ForSizingItems>> allItems() {
        return items;
    }

    /** The record held at {@code address}, for the walk over every item; read under the read lock. */
    Option<Object> recordAt(ItemAddress address) {
        return Option.of(records.get(address));
    }

    /**
     * The records held at {@code addresses} as they are now, looked up by item key: what a commit's
     * writes are priced from, taken just before and just after it under the write lock.
     */
    StoredRecords recordsAt(Collection<ItemAddress> addresses) {
        requireWriting();
        Map<ItemAddress, Object> held = new HashMap<>();
        addresses.forEach(address -> Option.of(records.get(address)).forEach(record -> held.put(address, record)));
        return (partitionKey, sortKey) -> Option.of(held.get(new ItemAddress(partitionKey, sortKey)));
    }

    /** The sentinel that reserves the opened case's external reference; written once, as the case opens. */
    void putExternalRef(CaseMetadata opened) {
        requireWriting();
        externalRefs.put(new RefKey(opened.tenantId(), opened.externalRef()), opened.caseId());
        hold(ItemAddress.externalRef(opened.tenantId(), opened.externalRef()), opened,
                sizing -> sizing.externalRefSentinel(opened));
    }

    /** The sentinel of a reference its case has given up (C15): the reference is free again. */
    void removeExternalRef(CaseMetadata released) {
        requireWriting();
        externalRefs.remove(new RefKey(released.tenantId(), released.externalRef()));
        items.remove(ItemAddress.externalRef(released.tenantId(), released.externalRef()));
        records.remove(ItemAddress.externalRef(released.tenantId(), released.externalRef()));
    }

    void putMetadata(CaseMetadata metadata) {
        partition(metadata.tenantId(), metadata.caseId()).metadata = metadata;
        hold(ItemAddress.meta(metadata.caseId()), metadata, sizing -> sizing.caseMetadata(metadata));
    }

    void putState(CaseState state) {
        CasePartition partition = partition(state.tenantId(), state.caseId());
        views.replaceState(partition.state, state);
        partition.state = state;
        hold(ItemAddress.state(state.caseId()), state, sizing -> sizing.caseState(state));
    }

    /** Both edges, and the party's profile unless it has one already. */
    void putLink(Party party, CaseParty link) {
        partition(link.tenantId(), link.caseId()).parties.put(link.partyId().value(), link);
        PartyPartition edges = parties.computeIfAbsent(new PartyKey(link.tenantId(), link.partyId()),
                key -> new PartyPartition());
        edges.cases.put(PartyPartition.caseKey(link), link);
        if (edges.profile == null) {
            edges.profile = party;
        }
        Party profile = edges.profile;
        hold(ItemAddress.partyOfCase(link), link, sizing -> sizing.partyOfCase(link));
        hold(ItemAddress.caseOfParty(link), link, sizing -> sizing.caseOfParty(link));
        hold(ItemAddress.partyProfile(link.tenantId(), link.partyId()), profile,
                sizing -> sizing.partyProfile(profile));
    }

    void putTask(Task task) {
        CasePartition partition = partition(task.tenantId(), task.caseId());
        TimeKey key = CasePartition.key(task.handle());
        views.replaceTask(partition.tasks.put(key, task), task);
        if (task.isOpen()) {
            partition.openTasks.put(key, task);
        } else {
            partition.openTasks.remove(key);
        }
        hold(ItemAddress.task(task), task, sizing -> sizing.task(task));
    }

    void deleteTask(TenantId tenantId, TaskHandle handle) {
        CasePartition partition = partition(tenantId, handle.caseId());
        TimeKey key = CasePartition.key(handle);
        views.replaceTask(partition.tasks.remove(key), null);
        partition.openTasks.remove(key);
        items.remove(ItemAddress.task(handle));
        records.remove(ItemAddress.task(handle));
    }

    void putDeadline(Deadline deadline) {
        CasePartition partition = partition(deadline.tenantId(), deadline.caseId());
        TimeKey key = CasePartition.key(deadline.handle());
        views.replaceDeadline(partition.deadlines.put(key, deadline), deadline);
        if (deadline.isOpen()) {
            partition.openDeadlines.put(key, deadline);
        } else {
            partition.openDeadlines.remove(key);
        }
        hold(ItemAddress.deadline(deadline), deadline, sizing -> sizing.deadline(deadline));
    }

    void putEvidence(Evidence evidence) {
        partition(evidence.tenantId(), evidence.caseId()).evidence.put(evidence.evidenceId().value(), evidence);
        hold(ItemAddress.evidence(evidence), evidence, sizing -> sizing.evidence(evidence));
    }

    void putEvent(TimelineEvent event) {
        partition(event.tenantId(), event.caseId()).events.put(CasePartition.key(event), event);
        hold(ItemAddress.event(event), event, sizing -> sizing.timelineEvent(event));
    }

    void putOutboxEvent(OutboxEvent event) {
        CasePartition partition = partition(event.tenantId(), event.caseId());
        views.replaceOutboxEvent(partition.outbox.put(CasePartition.key(event), event), event);
        hold(ItemAddress.outbox(event), event, sizing -> sizing.outboxEvent(event));
    }

    void putIdempotencyRecord(IdempotencyRecord record) {
        requireWriting();
        idempotency.put(new RecordKey(record.tenantId(), record.key()), record);
        hold(ItemAddress.idempotency(record.tenantId(), record.key()), record,
                sizing -> sizing.idempotencyRecord(record));
    }

    /** Catalogues the item at {@code address}: the record it holds, and how to size it. */
    private void hold(ItemAddress address, Object record, ToLongFunction<ForSizingItems> size) {
        items.put(address, size);
        records.put(address, record);
    }

    private CasePartition partition(TenantId tenantId, CaseId caseId) {
        requireWriting();
        CasePartition partition = cases.computeIfAbsent(caseId, id -> new CasePartition(tenantId));
        if (!partition.tenantId.equals(tenantId)) {
            throw new IllegalStateException("case " + caseId + " belongs to another tenant; a precondition "
                    + "about the case should have refused this write");
        }
        return partition;
    }

    private void requireWriting() {
        if (!lock.isWriteLockedByCurrentThread()) {
            throw new IllegalStateException("items are written under the write lock only");
        }
    }
}

package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.adapters.inmemory.table.SortKeys.TimeKey;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.vavr.control.Option;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Every item of the in-memory table, partition by partition, each partition guarded by its stripe of
 * {@link #stripes()} (see {@link Stripes}): a case's collection, a party's profile and edges, an external
 * reference's sentinel, an idempotency record.
 *
 * <p>Why partitions and stripes rather than one lock: commits on different cases do not wait for each
 * other, and neither do reads of different partitions, as on DynamoDB. A commit holds the stripes of every
 * partition it touches (and then of every index partition, see {@link TenantViews}) from its checks to its
 * last write, so it is atomic, its conditions are checked at commit time, and two commits on one version
 * are serialised: exactly one wins.
 *
 * <p>The {@code put}/{@code delete} methods work on whole items, mark each with the commit that wrote it
 * and gather the index changes of the commit; they require the stripe of the partition they write. The
 * lookups require the stripe of the partition they look in. The directories are concurrent maps, so
 * finding a partition never races with another partition being created.
 */
public final class MemoryTables {
    private final Stripes stripes = new Stripes(4096);
    private final ConcurrentHashMap<String, CasePartition> cases = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, PartyPartition> parties = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Stored<CaseMetadata>> externalRefs = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Stored<IdempotencyRecord>> idempotency = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, LeasePartition> leases = new ConcurrentHashMap<>();
    /** Every partition key, in the order the walk over every item visits them. */
    private final NavigableSet<String> partitionKeys = new ConcurrentSkipListSet<>();
    private final TenantViews views;

    /**
     * One commit's writing: the mark it leaves on each item, who writes it, and the index changes it
     * gathers. A record it creates is stamped as created now; one it rewrites keeps how it was made and is
     * stamped as changed now; a task or a deadline says its own.
     *
     * @param created the stamp of every record the commit creates, one for all; null for a commit that
     *                names no case, which creates nothing
     */
    public record Writing(CommitMark mark, Authorship authorship, Audit created, ViewChanges views) {
        public static Writing of(CommitMark mark, Authorship authorship) {
            return new Writing(mark, authorship, authorship.caseProvenance().isDefined() ? authorship.created() : null,
                    new ViewChanges());
        }

        <T> Stored<T> stored(T item, Stored<T> before) {
            return new Stored<>(item, mark, audit(item, before));
        }

        private Audit audit(Object item, Stored<?> before) {
            if (item instanceof Task task) {
                return task.audit();
            } else if (item instanceof Deadline deadline) {
                return deadline.audit();
            }
            return before != null ? authorship.touched(before.audit())
                    : created != null ? created : authorship.created();
        }
    }

    public MemoryTables(int outboxShards) {
        this.views = new TenantViews(outboxShards);
    }

    public Stripes stripes() {
        return stripes;
    }

    public TenantViews views() {
        return views;
    }

    /** Runs {@code reading} holding the stripe of the case's partition. */
    public <T> T readCase(CaseId caseId, Supplier<T> reading) {
        return stripes.under(caseId.value(), reading);
    }

    /** Runs {@code reading} holding the stripe of the partition {@code address} lies in. */
    public <T> T readAt(ItemAddress address, Supplier<T> reading) {
        return stripes.under(address.lockKey(), reading);
    }

    /** Runs {@code work} holding the stripe of the group's lease partition, which it may create. */
    public <T> T underLeases(LeaseGroup group, Function<LeasePartition, T> work) {
        String key = LeasePartition.lockKey(group);
        return stripes.under(key, () -> work.apply(leases.computeIfAbsent(key, absent -> new LeasePartition(group))));
    }

    /** The group's lease partition, or null if nothing was ever written to it; the caller holds its stripe. */
    public LeasePartition leasesOrNull(LeaseGroup group) {
        return leases.get(LeasePartition.lockKey(group));
    }

    /** The case's partition if it exists and belongs to the tenant: another tenant's case reads as absent. */
    public Option<CasePartition> caseOf(TenantId tenantId, CaseId caseId) {
        return Option.of(partitionOrNull(caseId)).filter(partition -> partition.tenantId.equals(tenantId));
    }

    /** The case's partition whoever owns it, or null: what a precondition observes. */
    public CasePartition partitionOrNull(CaseId caseId) {
        return cases.get(caseId.value());
    }

    /** An opened case of the tenant (META and STATE exist). */
    public Option<CasePartition> openedCaseOf(TenantId tenantId, CaseId caseId) {
        return Option.of(openedOrNull(tenantId, caseId));
    }

    /**
     * The tenant's opened case that a commit's preconditions found, for its effects to write to: answered
     * without the {@code Option} a lookup allocates, as a commit's effects look its case up several times.
     */
    public CasePartition checkedCase(TenantId tenantId, CaseId caseId) {
        CasePartition partition = openedOrNull(tenantId, caseId);
        if (partition == null) {
            throw new IllegalStateException("case " + caseId.value() + " is not an opened case of tenant "
                    + tenantId.value() + ", though the commit's preconditions held");
        }
        return partition;
    }

    private CasePartition openedOrNull(TenantId tenantId, CaseId caseId) {
        CasePartition partition = partitionOrNull(caseId);
        return partition != null && partition.tenantId.equals(tenantId) && partition.isOpened() ? partition : null;
    }

    public Option<CaseId> caseIdByExternalRef(TenantId tenantId, ExternalRef externalRef) {
        return externalRefSentinel(tenantId, externalRef).map(CaseMetadata::caseId);
    }

    /** The sentinel that reserves the reference: the META of its case as it was opened. */
    Option<CaseMetadata> externalRefSentinel(TenantId tenantId, ExternalRef externalRef) {
        return storedExternalRefSentinel(tenantId, externalRef).map(Stored::item);
    }

    /** The sentinel as the store holds it, with its stamp. */
    public Option<Stored<CaseMetadata>> storedExternalRefSentinel(TenantId tenantId, ExternalRef externalRef) {
        return Option.of(externalRefs.get(ItemAddress.externalRef(tenantId, externalRef).partition()));
    }

    public Option<PartyPartition> partyOf(TenantId tenantId, PartyId partyId) {
        return Option.of(parties.get(ItemAddress.partyProfile(tenantId, partyId).partition()));
    }

    public Option<IdempotencyRecord> idempotencyRecord(TenantId tenantId, IdempotencyKey key) {
        return storedIdempotencyRecord(tenantId, key).map(Stored::item);
    }

    /** The record as the store holds it, with its stamp. */
    public Option<Stored<IdempotencyRecord>> storedIdempotencyRecord(TenantId tenantId, IdempotencyKey key) {
        return Option.of(idempotency.get(ItemAddress.idempotency(tenantId, key).partition()));
    }

    /** Every partition key from {@code from} on, in order: only the walk over every item looks at this. */
    public NavigableSet<String> partitionKeysFrom(String from) {
        return partitionKeys.tailSet(from, true);
    }

    /** The item stored in {@code slot}, or null; the caller holds its partition's stripe. */
    public Stored<?> storedAt(ItemSlot slot) {
        return switch (slot.kind()) {
            case UNIQUE_EXTERNAL_REF -> externalRefs.get(slot.partition());
            case IDEMPOTENCY_RECORD -> idempotency.get(slot.partition());
            case LEASE -> null; // a lease is no record a commit writes or marks
            case PARTY, PARTY_CASE -> {
                PartyPartition found = parties.get(slot.partition());
                yield found == null ? null : PartitionItems.storedAt(found, slot);
            }
            default -> {
                CasePartition found = cases.get(slot.partition());
                yield found == null ? null : PartitionItems.storedAt(found, slot);
            }
        };
    }

    /** The partition behind a partition key, for the walk: a case's, a party's, or a single item. */
    public Object partitionAt(String partitionKey) {
        if (partitionKey.startsWith(ItemAddress.CASE)) {
            return cases.get(partitionKey.substring(ItemAddress.CASE.length()));
        } else if (partitionKey.startsWith(ItemAddress.PARTY)) {
            return parties.get(partitionKey);
        } else if (partitionKey.startsWith(ItemAddress.EXTREF)) {
            return externalRefs.get(partitionKey);
        }
        return idempotency.get(partitionKey);
    }

    /** The sentinel that reserves the opened case's external reference; written once, as the case opens. */
    public void putExternalRef(CaseMetadata opened, Writing writing) {
        String key = requireWriting(ItemAddress.externalRef(opened.tenantId(), opened.externalRef()));
        externalRefs.put(key, writing.stored(opened, null));
        partitionKeys.add(key);
    }

    /** The sentinel of a reference its case has given up (C15): the reference is free again. */
    public void removeExternalRef(CaseMetadata released) {
        String key = requireWriting(ItemAddress.externalRef(released.tenantId(), released.externalRef()));
        externalRefs.remove(key);
        partitionKeys.remove(key);
    }

    public void putMetadata(CaseMetadata metadata, Writing writing) {
        CasePartition partition = partition(metadata.tenantId(), metadata.caseId());
        partition.metadata = writing.stored(metadata, partition.metadata);
    }

    public void putState(CaseState state, Writing writing) {
        CasePartition partition = partition(state.tenantId(), state.caseId());
        Stored<CaseState> stored = writing.stored(state, partition.state);
        views.replaceState(partition.state(), stored, writing.views());
        partition.state = stored;
    }

    /** Both edges, and the party's profile: written as it is unless the party has one already. */
    public void putLink(Party party, CaseParty link, Writing writing) {
        PartyPartition edges = putEdges(link, writing);
        edges.profile = writing.stored(edges.profile == null ? party : edges.profile.item(), edges.profile);
    }

    /** Both edges between a case and a party, rewritten as {@code link}; the profile is left as it is. */
    public PartyPartition putEdges(CaseParty link, Writing writing) {
        NavigableMap<String, Stored<CaseParty>> caseEdges = partition(link.tenantId(), link.caseId()).partiesToWrite();
        caseEdges.put(link.partyId().value(), writing.stored(link, caseEdges.get(link.partyId().value())));
        String key = requireWriting(ItemAddress.partyProfile(link.tenantId(), link.partyId()));
        PartyPartition edges = parties.computeIfAbsent(key, k -> new PartyPartition());
        partitionKeys.add(key);
        String caseKey = PartyPartition.caseKey(link);
        edges.cases.put(caseKey, writing.stored(link, edges.cases.get(caseKey)));
        return edges;
    }

    public void putTask(Task task, Writing writing) {
        CasePartition partition = partition(task.tenantId(), task.caseId());
        TimeKey key = CasePartition.key(task.handle());
        views.replaceTask(Stored.itemOf(partition.tasksToWrite().put(key, writing.stored(task, null))), task,
                writing.views());
        if (task.isOpen()) {
            partition.openTasksToWrite().put(key, task);
        } else {
            partition.openTasksToWrite().remove(key);
        }
    }

    public void deleteTask(TenantId tenantId, TaskHandle handle, Writing writing) {
        CasePartition partition = partition(tenantId, handle.caseId());
        TimeKey key = CasePartition.key(handle);
        views.replaceTask(Stored.itemOf(partition.tasksToWrite().remove(key)), null, writing.views());
        partition.openTasksToWrite().remove(key);
    }

    public void putDeadline(Deadline deadline, Writing writing) {
        CasePartition partition = partition(deadline.tenantId(), deadline.caseId());
        TimeKey key = CasePartition.key(deadline.handle());
        views.replaceDeadline(Stored.itemOf(partition.deadlinesToWrite().put(key, writing.stored(deadline, null))),
                deadline, writing.views());
        if (deadline.isOpen()) {
            partition.openDeadlinesToWrite().put(key, deadline);
        } else {
            partition.openDeadlinesToWrite().remove(key);
        }
    }

    public void putEvidence(Evidence evidence, Writing writing) {
        partition(evidence.tenantId(), evidence.caseId()).evidenceToWrite().put(evidence.evidenceId().value(),
                writing.stored(evidence, null));
    }

    public void putEvent(TimelineEvent event, Writing writing) {
        partition(event.tenantId(), event.caseId()).eventsToWrite().put(CasePartition.key(event),
                writing.stored(event, null));
    }

    public void putOutboxEvent(OutboxEvent event, Writing writing) {
        CasePartition partition = partition(event.tenantId(), event.caseId());
        TimeKey key = CasePartition.key(event);
        Stored<OutboxEvent> stored = writing.stored(event, partition.outbox.get(key));
        views.replaceOutboxEvent(Stored.itemOf(partition.outboxToWrite().put(key, stored)), stored, writing.views());
    }

    public void putIdempotencyRecord(IdempotencyRecord record, Writing writing) {
        String key = requireWriting(ItemAddress.idempotency(record.tenantId(), record.key()));
        idempotency.put(key, writing.stored(record, null));
        partitionKeys.add(key);
    }

    private CasePartition partition(TenantId tenantId, CaseId caseId) {
        if (!stripes.heldByCurrentThread(caseId.value())) {
            throw new IllegalStateException("case " + caseId + " is written without its stripe");
        }
        CasePartition partition = cases.get(caseId.value());
        if (partition == null) {
            partition = new CasePartition(tenantId, ItemAddress.CASE + caseId.value());
            cases.put(caseId.value(), partition);
            partitionKeys.add(partition.partitionKey);
        }
        if (!partition.tenantId.equals(tenantId)) {
            throw new IllegalStateException("case " + caseId + " belongs to another tenant; a precondition "
                    + "about the case should have refused this write");
        }
        return partition;
    }

    private String requireWriting(ItemAddress address) {
        if (!stripes.heldByCurrentThread(address.lockKey())) {
            throw new IllegalStateException(address.partition() + " is written without its stripe");
        }
        return address.partition();
    }
}

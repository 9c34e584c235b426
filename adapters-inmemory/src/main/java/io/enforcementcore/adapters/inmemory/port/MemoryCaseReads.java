package io.enforcementcore.adapters.inmemory.port;

import static io.enforcementcore.adapters.inmemory.meter.Meter.LSI1;
import static io.enforcementcore.adapters.inmemory.meter.Meter.TABLE;

import io.enforcementcore.adapters.inmemory.meter.Meter;
import io.enforcementcore.adapters.inmemory.table.CasePartition;
import io.enforcementcore.adapters.inmemory.table.ItemAddress;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.adapters.inmemory.table.PartyPartition;
import io.enforcementcore.adapters.inmemory.table.SortKeys;
import io.enforcementcore.adapters.inmemory.table.SortKeys.TimeKey;
import io.enforcementcore.adapters.inmemory.table.Stored;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.paging.MergedPages;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.metering.ForSizingItems;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.NavigableMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToLongBiFunction;

/**
 * Reads of a case's item collection and of a party's edges, each a key lookup or a key range, each holding
 * the stripe of the partition it reads.
 */
public final class MemoryCaseReads implements ForReadingCases {
    private final MemoryTables store;
    private final Meter meter;

    public MemoryCaseReads(MemoryTables store, Meter meter) {
        this.store = store;
        this.meter = meter;
    }

    @Override
    public Option<CaseMetadata> metadata(TenantId tenantId, CaseId caseId) {
        return get(AccessPatternId.AP01, caseId, () -> store.caseOf(tenantId, caseId)
                .flatMap(partition -> Option.of(partition.metadata)), ForSizingItems::caseMetadata);
    }

    @Override
    public Option<CaseState> state(TenantId tenantId, CaseId caseId) {
        return get(AccessPatternId.AP01, caseId, () -> store.caseOf(tenantId, caseId)
                .flatMap(partition -> Option.of(partition.state)), ForSizingItems::caseState);
    }

    @Override
    public Option<CaseId> caseIdByExternalRef(TenantId tenantId, ExternalRef externalRef) {
        // the sentinel holds the case's META as it was opened: its reference, case id and opening time
        Option<Stored<CaseMetadata>> found = store.readAt(ItemAddress.externalRef(tenantId, externalRef),
                () -> store.storedExternalRefSentinel(tenantId, externalRef));
        meter.get(AccessPatternId.AP11, found, Stored.sized(ForSizingItems::externalRefSentinel));
        return found.map(sentinel -> sentinel.item().caseId());
    }

    @Override
    public Page<TimelineEvent> timeline(TenantId tenantId, CaseId caseId, PageRequest page) {
        return query(AccessPatternId.AP02, TABLE, tenantId, caseId,
                partition -> MemoryPaging.page(partition.events.descendingMap(), page, TimeKey::parse,
                        TimeKey::position),
                ForSizingItems::timelineEvent);
    }

    @Override
    public Page<Deadline> deadlinesOfCase(TenantId tenantId, CaseId caseId, PageRequest page) {
        return query(AccessPatternId.AP05, TABLE, tenantId, caseId,
                partition -> MemoryPaging.page(partition.deadlines, page, TimeKey::parse, TimeKey::position),
                ForSizingItems::deadline);
    }

    @Override
    public Page<Task> tasksOfCase(TenantId tenantId, CaseId caseId, Option<Instant> dueBefore, PageRequest page) {
        return query(AccessPatternId.AP06, TABLE, tenantId, caseId, partition -> {
            NavigableMap<TimeKey, Stored<Task>> range = dueBefore
                    .map(due -> partition.tasks.headMap(TimeKey.lowestAt(due.plusMillis(1)), false))
                    .getOrElse(partition.tasks);
            return MemoryPaging.page(range, page, TimeKey::parse, TimeKey::position);
        }, ForSizingItems::task);
    }

    /** AP05 as read for a repair: the same read, each deadline with the revision its mark tells. */
    @Override
    public Page<AtRevision<Deadline>> deadlinesOfCaseAsRead(TenantId tenantId, CaseId caseId, PageRequest page) {
        return stored(AccessPatternId.AP05, TABLE, tenantId, caseId,
                partition -> MemoryPaging.page(partition.deadlines, page, TimeKey::parse, TimeKey::position),
                ForSizingItems::deadline).map(MemoryCaseReads::asRead);
    }

    /** AP06 as read for a repair, every task, as {@link #deadlinesOfCaseAsRead}. */
    @Override
    public Page<AtRevision<Task>> tasksOfCaseAsRead(TenantId tenantId, CaseId caseId, PageRequest page) {
        return stored(AccessPatternId.AP06, TABLE, tenantId, caseId,
                partition -> MemoryPaging.page(partition.tasks, page, TimeKey::parse, TimeKey::position),
                ForSizingItems::task).map(MemoryCaseReads::asRead);
    }

    private static <T> AtRevision<T> asRead(Stored<T> stored) {
        return new AtRevision<>(stored.item(), stored.mark().revision());
    }

    @Override
    public Page<CaseParty> partiesOfCase(TenantId tenantId, CaseId caseId, PageRequest page) {
        return query(AccessPatternId.AP07, TABLE, tenantId, caseId, partition -> MemoryPaging.page(partition.parties, page),
                ForSizingItems::partyOfCase);
    }

    /** One range per classification within the clearance, each read on from its own position, merged. */
    @Override
    public Page<CaseParty> casesOfParty(TenantId tenantId, PartyId partyId, Classification clearance,
                                        PageRequest page) {
        List<Classification> visible = clearance.andBelow();
        return MergedPages.page(visible.size(), page, CaseParty.BY_CASE, (range, request) -> {
            Page<Stored<CaseParty>> found = store.readAt(ItemAddress.partyProfile(tenantId, partyId),
                    () -> store.partyOf(tenantId, partyId).map(party -> MemoryPaging.page(
                            party.casesClassified(visible.get(range)), request))
                            .getOrElse(Page::empty));
            meter.query(AccessPatternId.AP08, TABLE, found.items(), Stored.sized(ForSizingItems::caseOfParty));
            return found.map(link -> new MergedPages.Positioned<>(link.item(), () -> PartyPartition.caseKey(link.item())));
        });
    }

    /** Read by the drift sweep to repair the party name on edges: metered as C12, the repair's command. */
    @Override
    public Option<Party> partyProfile(TenantId tenantId, PartyId partyId) {
        Option<Stored<Party>> found = store.readAt(ItemAddress.partyProfile(tenantId, partyId),
                () -> store.partyOf(tenantId, partyId).flatMap(party -> Option.of(party.profile)));
        meter.get(CommandId.C12, found, Stored.sized(ForSizingItems::partyProfile));
        return found.map(Stored::item);
    }

    @Override
    public Page<Evidence> evidenceOfCase(TenantId tenantId, CaseId caseId, PageRequest page) {
        return query(AccessPatternId.AP14, TABLE, tenantId, caseId, partition -> MemoryPaging.page(partition.evidence, page),
                ForSizingItems::evidence);
    }

    /** As the DynamoDB adapter reads it: META and STATE in one batch, open work from LSI1, then the parties. */
    @Override
    public Option<CaseView> operationalView(TenantId tenantId, CaseId caseId, int perSection) {
        if (perSection < 1) {
            throw new IllegalArgumentException("perSection must be positive, was " + perSection);
        }
        Option<OperationalItems> read = store.readCase(caseId, () -> store.openedCaseOf(tenantId, caseId).map(
                partition -> new OperationalItems(partition.metadata, partition.state,
                        MemoryPaging.first(partition.openTasks, perSection),
                        MemoryPaging.first(partition.openDeadlines, perSection),
                        MemoryPaging.first(partition.parties, perSection))));
        meter.batchRead(AccessPatternId.AP09, 2, read.map(found -> List.of(
                meter.bytes(found.metadata(), Stored.sized(ForSizingItems::caseMetadata)),
                meter.bytes(found.state(), Stored.sized(ForSizingItems::caseState)))).getOrElse(List.of()));
        for (OperationalItems found : read) {
            meter.query(AccessPatternId.AP09, LSI1, found.openTasks(), (sizing, task) -> sizing.task(LSI1, task));
            meter.query(AccessPatternId.AP09, LSI1, found.openDeadlines(), (sizing, deadline) -> sizing.deadline(LSI1, deadline));
            meter.query(AccessPatternId.AP09, TABLE, found.parties(), Stored.sized(ForSizingItems::partyOfCase));
        }
        return read.map(found -> new CaseView(found.metadata().item(), found.state().item(), found.openTasks(),
                found.openDeadlines(), found.parties().stream().map(Stored::item).toList()));
    }

    /**
     * What AP09 reads, as the store holds it: META and STATE with their stamps (the open tasks and deadlines of
     * LSI1 carry their own), and the edges to parties.
     */
    private record OperationalItems(Stored<CaseMetadata> metadata, Stored<CaseState> state, List<Task> openTasks,
                                    List<Deadline> openDeadlines, List<Stored<CaseParty>> parties) {
    }

    @Override
    public Option<Task> task(TenantId tenantId, TaskHandle handle) {
        return get(AccessPatternId.AP06, handle.caseId(), () -> store.caseOf(tenantId, handle.caseId())
                .flatMap(partition -> Option.of(partition.storedTask(handle))),
                ForSizingItems::task);
    }

    @Override
    public Option<Deadline> deadline(TenantId tenantId, DeadlineHandle handle) {
        return get(AccessPatternId.AP05, handle.caseId(), () -> store.caseOf(tenantId, handle.caseId())
                .flatMap(partition -> Option.of(partition.storedDeadline(handle))),
                ForSizingItems::deadline);
    }

    /** One item of a case, sized as the table holds it, stamp included. */
    private <T> Option<T> get(AccessPatternId accessPattern, CaseId caseId, Supplier<Option<Stored<T>>> lookup,
                              ToLongBiFunction<ForSizingItems, T> size) {
        Option<Stored<T>> found = store.readCase(caseId, lookup);
        meter.get(accessPattern, found, Stored.sized(size));
        return found.map(Stored::item);
    }

    /** A range of a case's items, each sized as the table holds it, stamp included. */
    private <T> Page<T> query(AccessPatternId accessPattern, String index, TenantId tenantId, CaseId caseId,
                              Function<CasePartition, Page<Stored<T>>> range,
                              ToLongBiFunction<ForSizingItems, T> size) {
        return stored(accessPattern, index, tenantId, caseId, range, size).map(Stored::item);
    }

    /** As {@link #query}, the items as the store holds them, with their marks. */
    private <T> Page<Stored<T>> stored(AccessPatternId accessPattern, String index, TenantId tenantId, CaseId caseId,
                                      Function<CasePartition, Page<Stored<T>>> range,
                                      ToLongBiFunction<ForSizingItems, T> size) {
        Page<Stored<T>> found = store.readCase(caseId,
                () -> store.caseOf(tenantId, caseId).map(range).getOrElse(Page::empty));
        meter.query(accessPattern, index, found.items(), Stored.sized(size));
        return found;
    }
}

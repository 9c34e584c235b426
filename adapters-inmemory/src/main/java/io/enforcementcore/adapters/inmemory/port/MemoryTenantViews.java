package io.enforcementcore.adapters.inmemory.port;

import static io.enforcementcore.adapters.inmemory.meter.Meter.GSI1;
import static io.enforcementcore.adapters.inmemory.meter.Meter.GSI2;

import io.enforcementcore.adapters.inmemory.meter.Meter;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.adapters.inmemory.table.SortKeys;
import io.enforcementcore.adapters.inmemory.table.SortKeys.CaseTimeKey;
import io.enforcementcore.adapters.inmemory.table.SortKeys.OpenedKey;
import io.enforcementcore.adapters.inmemory.table.SortKeys.ScoreKey;
import io.enforcementcore.adapters.inmemory.table.Stored;
import io.enforcementcore.adapters.inmemory.table.TenantViews;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.ForReadingTenantViews;
import io.enforcementcore.domain.paging.MergedPages;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.metering.ForSizingItems;
import java.time.Instant;
import java.util.List;
import java.util.NavigableMap;
import java.util.function.Supplier;
import java.util.function.ToLongBiFunction;

/**
 * The sparse views, read from {@link TenantViews}, each range holding the stripe of its index partition.
 * They are up to date the moment a commit returns,
 * which the port allows (it promises only eventual consistency) but callers must not rely on.
 */
public final class MemoryTenantViews implements ForReadingTenantViews {
    private final MemoryTables store;
    private final Meter meter;

    public MemoryTenantViews(MemoryTables store, Meter meter) {
        this.store = store;
        this.meter = meter;
    }

    /** AP03: one range per classification within the clearance, each narrowed to the window, merged. */
    @Override
    public Page<Task> openTasksOfAssignee(TenantId tenantId, UserId assignee, DueWindow window,
                                          Classification clearance, PageRequest page) {
        List<Classification> visible = clearance.andBelow();
        return MergedPages.page(visible.size(), page, Task.DUE_FIRST, (range, request) -> query(AccessPatternId.AP03, GSI1,
                () -> store.views().openTasksOf(tenantId, assignee, visible.get(range),
                        queue -> pageInWindow(queue, window, request)),
                (sizing, task) -> sizing.task(GSI1, task)).map(task -> new MergedPages.Positioned<>(task,
                () -> new CaseTimeKey(task.dueAt(), task.caseId().value(), task.taskId().value()).position())));
    }

    private static Page<Task> pageInWindow(NavigableMap<CaseTimeKey, Task> queue, DueWindow window,
                                           PageRequest request) {
        NavigableMap<CaseTimeKey, Task> from = window.from()
                .map(due -> queue.tailMap(CaseTimeKey.lowestAt(due), true))
                .getOrElse(queue);
        NavigableMap<CaseTimeKey, Task> inWindow = window.to()
                .map(due -> from.headMap(justAfter(due), false))
                .getOrElse(from);
        return MemoryPaging.page(inWindow, request, CaseTimeKey::parse, CaseTimeKey::position);
    }

    /** AP04: one range per classification within the clearance, merged soonest due first. */
    @Override
    public Page<Deadline> openDeadlinesDueBy(TenantId tenantId, Instant dueBy, Classification clearance,
                                             PageRequest page) {
        List<Classification> visible = clearance.andBelow();
        return MergedPages.page(visible.size(), page, Deadline.DUE_FIRST, (range, request) ->
                query(AccessPatternId.AP04, GSI1, () -> store.views().openDeadlinesOf(tenantId, visible.get(range), due ->
                        MemoryPaging.page(due.headMap(justAfter(dueBy), false), request, CaseTimeKey::parse,
                        CaseTimeKey::position)), (sizing, deadline) -> sizing.deadline(GSI1, deadline))
                        .map(deadline -> new MergedPages.Positioned<>(deadline, () -> new CaseTimeKey(deadline.dueAt(),
                                deadline.caseId().value(), deadline.deadlineId().value()).position())));
    }

    /**
     * AP12 and AP13: one range per classification within the clearance, merged. A row is the case's STATE
     * entry in its index: sized as held there, then summarised; its position is its own key's.
     */
    @Override
    public Page<CaseSummary> casesInStatus(TenantId tenantId, CaseStatus status, Classification clearance,
                                          PageRequest page) {
        List<Classification> visible = clearance.andBelow();
        return MergedPages.page(visible.size(), page, CaseSummary.NEWEST_OPENED_FIRST, (range, request) ->
                query(AccessPatternId.AP12, GSI1, () -> store.views().casesIn(tenantId, status, visible.get(range), cases ->
                        MemoryPaging.page(cases.descendingMap(), request, OpenedKey::parse, OpenedKey::position)),
                        Stored.sized((sizing, state) -> sizing.caseState(GSI1, state)))
                        .map(Stored::item).map(state -> row(state, () -> OpenedKey.of(state).position())));
    }

    @Override
    public Page<CaseSummary> highRiskOpenCases(TenantId tenantId, Classification clearance, PageRequest page) {
        List<Classification> visible = clearance.andBelow();
        return MergedPages.page(visible.size(), page, CaseSummary.HIGHEST_RISK_FIRST, (range, request) ->
                query(AccessPatternId.AP13, GSI2, () -> store.views().highRiskOpenCasesOf(tenantId, visible.get(range), cases ->
                        MemoryPaging.page(cases.descendingMap(), request, ScoreKey::parse, ScoreKey::position)),
                        (sizing, state) -> sizing.caseState(GSI2, state))
                        .map(state -> row(state, () -> ScoreKey.of(state).position())));
    }

    private static MergedPages.Positioned<CaseSummary> row(CaseState state, Supplier<String> position) {
        return new MergedPages.Positioned<>(CaseSummary.of(state), position);
    }

    /** The lowest key after every key due at {@code due}: times have millisecond precision. */
    private static CaseTimeKey justAfter(Instant due) {
        return CaseTimeKey.lowestAt(due.plusMillis(1));
    }

    private <T> Page<T> query(AccessPatternId accessPattern, String index, Supplier<Page<T>> range,
                              ToLongBiFunction<ForSizingItems, T> size) {
        Page<T> found = range.get();
        meter.query(accessPattern, index, found.items(), size);
        return found;
    }
}

package io.enforcementcore.adapters.inmemory.commit;

import io.enforcementcore.adapters.inmemory.table.CasePartition;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ChangeSet;
import java.util.List;

/**
 * Applies a change set whose preconditions all held (the caller holds the stripes of every partition it
 * touches and checked them):
 * every change becomes the whole items it writes, and the store keeps the views in step. A change carries
 * the values it writes; one decided without a read is applied to the record found, never worked out here.
 */
final class Effects {
    private final MemoryTables store;

    Effects(MemoryTables store) {
        this.store = store;
    }

    void apply(ChangeSet changes, MemoryTables.Writing writing) {
        List<Change> all = changes.changes();
        for (int i = 0; i < all.size(); i++) {
            apply(all.get(i), writing);
        }
        if (changes.idempotency().isDefined()) {
            store.putIdempotencyRecord(changes.idempotency().get(), writing);
        }
    }

    private void apply(Change change, MemoryTables.Writing writing) {
        TenantId tenant = change.tenantId();
        if (change instanceof Change.InsertCase c) {
            store.putExternalRef(c.metadata(), writing);
            store.putMetadata(c.metadata(), writing);
            store.putState(c.state(), writing);
        } else if (change instanceof Change.SetCaseStatus c) {
            store.putState(c.appliedTo(store.checkedCase(tenant, c.caseId()).state()), writing);
        } else if (change instanceof Change.SetRiskScore c) {
            // the score was decided on an earlier read; the counts may have moved since, without a version step
            CaseState now = store.checkedCase(tenant, c.after().caseId()).state();
            store.putState(c.after().withCounts(now.counts()), writing);
        } else if (change instanceof Change.AdjustCaseCounts c) {
            CaseState now = store.checkedCase(tenant, c.caseId()).state();
            store.putState(now.counted(c.delta()).touchedAt(writing.authorship().at()), writing);
        } else if (change instanceof Change.SetCaseTitle c) {
            CasePartition partition = store.checkedCase(tenant, c.caseId());
            store.putMetadata(c.appliedTo(partition.metadata()), writing);
            store.putState(c.appliedTo(partition.state()), writing);
        } else if (change instanceof Change.MoveExternalRef c) {
            CaseState now = store.checkedCase(tenant, c.before().caseId()).state();
            store.removeExternalRef(c.before());
            store.putExternalRef(c.after(), writing);
            store.putMetadata(c.after(), writing);
            store.putState(c.appliedTo(now), writing);
        } else if (change instanceof Change.InsertPartyLink c) {
            store.putLink(c.party(), c.link(), writing);
        } else if (change instanceof Change.InsertTask c) {
            store.putTask(c.task(), writing);
        } else if (change instanceof Change.SetTaskAssignee c) {
            store.putTask(c.appliedTo(taskOf(tenant, c.task())), writing);
        } else if (change instanceof Change.SetTaskStatus c) {
            store.putTask(c.appliedTo(taskOf(tenant, c.task())), writing);
        } else if (change instanceof Change.MoveTask c) {
            store.deleteTask(tenant, c.before().handle(), writing);
            store.putTask(c.after(), writing);
        } else if (change instanceof Change.InsertDeadline c) {
            store.putDeadline(c.deadline(), writing);
        } else if (change instanceof Change.SetDeadlineStatus c) {
            store.putDeadline(c.appliedTo(deadlineOf(tenant, c.deadline())), writing);
        } else if (change instanceof Change.InsertEvidence c) {
            store.putEvidence(c.evidence(), writing);
        } else if (change instanceof Change.AppendTimeline c) {
            store.putEvent(c.event(), writing);
        } else if (change instanceof Change.AppendOutbox c) {
            store.putOutboxEvent(c.event(), writing);
        } else if (change instanceof Change.MarkOutboxPublished c) {
            // the pending event is the one it was appended as (its precondition holds), so the published one replaces it
            store.putOutboxEvent(c.published(), writing);
        } else if (change instanceof Change.RefreshTaskCaseTitle c) {
            store.putTask(c.repaired(), writing);
        } else if (change instanceof Change.RefreshPartyName c) {
            store.putEdges(c.repaired(), writing);
        } else if (change instanceof Change.RefreshDeadlineCaseTitle c) {
            store.putDeadline(c.repaired(), writing);
        } else {
            throw new IllegalArgumentException("unknown change " + change);
        }
    }

    private Task taskOf(TenantId tenant, TaskHandle handle) {
        return store.checkedCase(tenant, handle.caseId()).task(handle);
    }

    private Deadline deadlineOf(TenantId tenant, DeadlineHandle handle) {
        return store.checkedCase(tenant, handle.caseId()).deadline(handle);
    }
}

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
        change.accept(new Applying(tenant, writing));
    }

    /** What each kind of change does to the tables, for one tenant's commit. */
    private final class Applying implements Change.ChangeVisitor<Void> {
        private final TenantId tenant;
        private final MemoryTables.Writing writing;

        Applying(TenantId tenant, MemoryTables.Writing writing) {
            this.tenant = tenant;
            this.writing = writing;
        }

        public Void insertCase(Change.InsertCase c) {
            store.putExternalRef(c.metadata(), writing);
            store.putMetadata(c.metadata(), writing);
            store.putState(c.state(), writing);
            return null;
        }

        public Void setCaseStatus(Change.SetCaseStatus c) {
            store.putState(c.appliedTo(store.checkedCase(tenant, c.caseId()).state()), writing);
            return null;
        }

        public Void setRiskScore(Change.SetRiskScore c) {
            // the score was decided on an earlier read; the counts may have moved since, without a version step
            CaseState now = store.checkedCase(tenant, c.after().caseId()).state();
            store.putState(c.after().withCounts(now.counts()), writing);
            return null;
        }

        public Void adjustCaseCounts(Change.AdjustCaseCounts c) {
            CaseState now = store.checkedCase(tenant, c.caseId()).state();
            store.putState(now.counted(c.delta()).touchedAt(writing.authorship().at()), writing);
            return null;
        }

        public Void setCaseTitle(Change.SetCaseTitle c) {
            CasePartition partition = store.checkedCase(tenant, c.caseId());
            store.putMetadata(c.appliedTo(partition.metadata()), writing);
            store.putState(c.appliedTo(partition.state()), writing);
            return null;
        }

        public Void moveExternalRef(Change.MoveExternalRef c) {
            CaseState now = store.checkedCase(tenant, c.before().caseId()).state();
            store.removeExternalRef(c.before());
            store.putExternalRef(c.after(), writing);
            store.putMetadata(c.after(), writing);
            store.putState(c.appliedTo(now), writing);
            return null;
        }

        public Void insertPartyLink(Change.InsertPartyLink c) {
            store.putLink(c.party(), c.link(), writing);
            return null;
        }

        public Void insertTask(Change.InsertTask c) {
            store.putTask(c.task(), writing);
            return null;
        }

        public Void setTaskAssignee(Change.SetTaskAssignee c) {
            store.putTask(c.appliedTo(taskOf(tenant, c.task())), writing);
            return null;
        }

        public Void setTaskStatus(Change.SetTaskStatus c) {
            store.putTask(c.appliedTo(taskOf(tenant, c.task())), writing);
            return null;
        }

        public Void moveTask(Change.MoveTask c) {
            store.deleteTask(tenant, c.before().handle(), writing);
            store.putTask(c.after(), writing);
            return null;
        }

        public Void insertDeadline(Change.InsertDeadline c) {
            store.putDeadline(c.deadline(), writing);
            return null;
        }

        public Void setDeadlineStatus(Change.SetDeadlineStatus c) {
            store.putDeadline(c.appliedTo(deadlineOf(tenant, c.deadline())), writing);
            return null;
        }

        public Void insertEvidence(Change.InsertEvidence c) {
            store.putEvidence(c.evidence(), writing);
            return null;
        }

        public Void appendTimeline(Change.AppendTimeline c) {
            store.putEvent(c.event(), writing);
            return null;
        }

        public Void appendOutbox(Change.AppendOutbox c) {
            store.putOutboxEvent(c.event(), writing);
            return null;
        }

        public Void markOutboxPublished(Change.MarkOutboxPublished c) {
            // the pending event is the one it was appended as (its precondition holds), so the published one replaces it
            store.putOutboxEvent(c.published(), writing);
            return null;
        }

        public Void refreshTaskCaseTitle(Change.RefreshTaskCaseTitle c) {
            store.putTask(c.repaired(), writing);
            return null;
        }

        public Void refreshPartyName(Change.RefreshPartyName c) {
            store.putEdges(c.repaired(), writing);
            return null;
        }

        public Void refreshDeadlineCaseTitle(Change.RefreshDeadlineCaseTitle c) {
            store.putDeadline(c.repaired(), writing);
            return null;
        }
    }

    private Task taskOf(TenantId tenant, TaskHandle handle) {
        return store.checkedCase(tenant, handle.caseId()).task(handle);
    }

    private Deadline deadlineOf(TenantId tenant, DeadlineHandle handle) {
        return store.checkedCase(tenant, handle.caseId()).deadline(handle);
    }
}

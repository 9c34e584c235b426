package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ChangeSet;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;

/**
 * Applies a change set whose preconditions all held (the caller holds the stripes of every partition it
 * touches and checked them):
 * every change becomes the whole items it writes, and the store keeps the views in step.
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
        if (change instanceof Change.OpenCase c) {
            store.putExternalRef(c.metadata(), writing);
            store.putMetadata(c.metadata(), writing);
            store.putState(c.state(), writing);
        } else if (change instanceof Change.TransitionCase c) {
            CaseState now = store.checkedCase(tenant, c.caseId()).state();
            store.putState(nextVersion(now, c.to(), c.at()), writing);
        } else if (change instanceof Change.ChangeRiskScore c) {
            // the score was decided on an earlier read; the counts may have moved since, without a version step
            CaseState now = store.checkedCase(tenant, c.after().caseId()).state();
            store.putState(c.after().withCounts(now.counts()), writing);
        } else if (change instanceof Change.AdjustCaseCounts c) {
            CaseState now = store.checkedCase(tenant, c.caseId()).state();
            store.putState(now.counted(c.delta()).touchedAt(writing.authorship().at()), writing);
        } else if (change instanceof Change.RenameCase c) {
            CasePartition partition = store.checkedCase(tenant, c.caseId());
            CaseMetadata metadata = partition.metadata();
            CaseState now = partition.state();
            store.putMetadata(metadata.renamed(c.newTitle(), c.at()), writing);
            store.putState(nextVersion(now, now.status(), c.at()), writing);
        } else if (change instanceof Change.ChangeExternalRef c) {
            CaseState now = store.checkedCase(tenant, c.before().caseId()).state();
            store.removeExternalRef(c.before());
            store.putExternalRef(c.after(), writing);
            store.putMetadata(c.after(), writing);
            store.putState(nextVersion(now, now.status(), c.after().updatedAt()), writing);
        } else if (change instanceof Change.LinkParty c) {
            store.putLink(c.party(), c.link(), writing);
        } else if (change instanceof Change.CreateTask c) {
            store.putTask(c.task(), writing);
        } else if (change instanceof Change.ReassignTask c) {
            Task now = taskOf(tenant, c.task());
            store.putTask(now.movedOn(c.newAssignee(), now.status(), c.by(), c.at()), writing);
        } else if (change instanceof Change.CompleteTask c) {
            Task now = taskOf(tenant, c.task());
            store.putTask(now.movedOn(now.assignee(), TaskStatus.DONE, c.by(), c.at()), writing);
        } else if (change instanceof Change.RescheduleTask c) {
            store.deleteTask(tenant, c.before().handle(), writing);
            store.putTask(c.after(), writing);
        } else if (change instanceof Change.AddDeadline c) {
            store.putDeadline(c.deadline(), writing);
        } else if (change instanceof Change.ResolveDeadline c) {
            store.putDeadline(deadlineOf(tenant, c.deadline()).resolved(c.outcome(), c.by(), c.at()), writing);
        } else if (change instanceof Change.AttachEvidence c) {
            store.putEvidence(c.evidence(), writing);
        } else if (change instanceof Change.AppendTimeline c) {
            store.putEvent(c.event(), writing);
        } else if (change instanceof Change.AppendOutbox c) {
            store.putOutboxEvent(c.event(), writing);
        } else if (change instanceof Change.MarkOutboxPublished c) {
            OutboxEvent now = store.checkedCase(tenant, c.event().caseId()).outboxEvent(c.event());
            store.putOutboxEvent(new OutboxEvent(tenant, now.caseId(), now.eventId(), now.type(), now.occurredAt(),
                    now.payload(), true, Option.some(c.expiresAt())), writing);
        } else if (change instanceof Change.RefreshTaskCaseTitle c) {
            store.putTask(taskOf(tenant, c.task().handle()).withCaseTitle(c.caseTitle(), c.by(), c.at()), writing);
        } else if (change instanceof Change.RefreshPartyName c) {
            store.putEdges(c.repaired(), writing);
        } else if (change instanceof Change.RefreshDeadlineCaseTitle c) {
            store.putDeadline(deadlineOf(tenant, c.deadline().handle()).withCaseTitle(c.caseTitle(), c.by(),
                    c.at()), writing);
        } else {
            throw new IllegalArgumentException("unknown change " + change);
        }
    }

    /** The case's STATE one version on, at {@code status}, touched at {@code at}. */
    private static CaseState nextVersion(CaseState now, CaseStatus status, Instant at) {
        return new CaseState(now.tenantId(), now.caseId(), status, now.riskScore(), now.classification(),
                now.version() + 1, now.openedAt(), at, now.counts());
    }

    private Task taskOf(TenantId tenant, TaskHandle handle) {
        return store.checkedCase(tenant, handle.caseId()).task(handle);
    }

    private Deadline deadlineOf(TenantId tenant, DeadlineHandle handle) {
        return store.checkedCase(tenant, handle.caseId()).deadline(handle);
    }
}

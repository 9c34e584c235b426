package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ChangeSet;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * Applies a change set whose preconditions all held (the caller holds the write lock and checked them):
 * every change becomes the whole items it writes, and the store keeps the views in step.
 */
final class Effects {
    private final MemoryTables store;

    Effects(MemoryTables store) {
        this.store = store;
    }

    void apply(ChangeSet changes) {
        changes.changes().forEach(this::apply);
        changes.idempotency().forEach(store::putIdempotencyRecord);
    }

    private void apply(Change change) {
        TenantId tenant = change.tenantId();
        if (change instanceof Change.OpenCase c) {
            store.putExternalRef(c.metadata());
            store.putMetadata(c.metadata());
            store.putState(c.state());
        } else if (change instanceof Change.TransitionCase c) {
            CaseState now = store.openedCaseOf(tenant, c.caseId()).get().state;
            store.putState(nextVersion(now, c.to(), c.at()));
        } else if (change instanceof Change.ChangeRiskScore c) {
            // the score was decided on an earlier read; the counts may have moved since, without a version step
            CaseState now = store.openedCaseOf(tenant, c.after().caseId()).get().state;
            store.putState(c.after().withCounts(now.counts()));
        } else if (change instanceof Change.AdjustCaseCounts c) {
            CaseState now = store.openedCaseOf(tenant, c.caseId()).get().state;
            store.putState(now.counted(c.delta()));
        } else if (change instanceof Change.RenameCase c) {
            CasePartition partition = store.openedCaseOf(tenant, c.caseId()).get();
            CaseMetadata metadata = partition.metadata;
            CaseState now = partition.state;
            store.putMetadata(metadata.renamed(c.newTitle(), c.at()));
            store.putState(nextVersion(now, now.status(), c.at()));
        } else if (change instanceof Change.ChangeExternalRef c) {
            CaseState now = store.openedCaseOf(tenant, c.before().caseId()).get().state;
            store.removeExternalRef(c.before());
            store.putExternalRef(c.after());
            store.putMetadata(c.after());
            store.putState(nextVersion(now, now.status(), c.after().updatedAt()));
        } else if (change instanceof Change.LinkParty c) {
            store.putLink(c.party(), c.link());
        } else if (change instanceof Change.CreateTask c) {
            store.putTask(c.task());
        } else if (change instanceof Change.ReassignTask c) {
            Task now = taskOf(tenant, c.task());
            store.putTask(now.movedOn(c.newAssignee(), now.status(), c.by(), c.at()));
        } else if (change instanceof Change.CompleteTask c) {
            Task now = taskOf(tenant, c.task());
            store.putTask(now.movedOn(now.assignee(), TaskStatus.DONE, c.by(), c.at()));
        } else if (change instanceof Change.RescheduleTask c) {
            store.deleteTask(tenant, c.before().handle());
            store.putTask(c.after());
        } else if (change instanceof Change.AddDeadline c) {
            store.putDeadline(c.deadline());
        } else if (change instanceof Change.ResolveDeadline c) {
            store.putDeadline(deadlineOf(tenant, c.deadline()).resolved(c.outcome(), c.by(), c.at()));
        } else if (change instanceof Change.AttachEvidence c) {
            store.putEvidence(c.evidence());
        } else if (change instanceof Change.AppendTimeline c) {
            store.putEvent(c.event());
        } else if (change instanceof Change.AppendOutbox c) {
            store.putOutboxEvent(c.event());
        } else if (change instanceof Change.MarkOutboxPublished c) {
            OutboxEvent now = store.caseOf(tenant, c.event().caseId()).get().outboxEvent(c.event());
            store.putOutboxEvent(new OutboxEvent(tenant, now.caseId(), now.eventId(), now.type(), now.occurredAt(),
                    now.payload(), true, Option.some(c.expiresAt())));
        } else if (change instanceof Change.RefreshTaskCaseTitle c) {
            store.putTask(taskOf(tenant, c.task().handle()).withCaseTitle(c.caseTitle(), c.by(), c.at()));
        } else if (change instanceof Change.RefreshPartyName c) {
            // the profile exists (its edges do), so putLink keeps it and rewrites both edges only
            CaseParty repaired = c.repaired();
            store.putLink(new Party(tenant, repaired.partyId(), repaired.partyKind(), repaired.partyName(),
                    repaired.linkedAt()), repaired);
        } else if (change instanceof Change.RefreshDeadlineCaseTitle c) {
            store.putDeadline(deadlineOf(tenant, c.deadline().handle()).withCaseTitle(c.caseTitle(), c.by(),
                    c.at()));
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
        return store.caseOf(tenant, handle.caseId()).get().task(handle);
    }

    private Deadline deadlineOf(TenantId tenant, DeadlineHandle handle) {
        return store.caseOf(tenant, handle.caseId()).get().deadline(handle);
    }
}

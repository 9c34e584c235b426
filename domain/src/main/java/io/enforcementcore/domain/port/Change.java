package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;

/**
 * One write of a {@link ChangeSet}, in domain words, with the condition that guards it. Each change
 * says which rejection its condition failing means; the adapters translate it into items and
 * conditions of their own. Every change is tenant-bound: a change aimed at another tenant's item fails
 * its condition and is reported as {@code NotFound}.
 */
public sealed interface Change {

    TenantId tenantId();

    /** Uniqueness sentinel, META and STATE; fails with DuplicateExternalRef if the reference is taken. */
    record OpenCase(CaseMetadata metadata, CaseState state) implements Change {
        public TenantId tenantId() {
            return metadata.tenantId();
        }
    }

    /**
     * Moves STATE from {@code from} to {@code to} if it is still at {@code expectedVersion} and {@code from};
     * the status-dependent index attributes follow. Fails with NotFound, StaleVersion or IllegalTransition.
     */
    record TransitionCase(TenantId tenantId, CaseId caseId, long expectedVersion, CaseStatus from, CaseStatus to,
                          Instant at) implements Change {
    }

    /** Replaces STATE {@code before} (matched on version) by {@code after}; the high-risk view follows the score. */
    record ChangeRiskScore(CaseState before, CaseState after) implements Change {
        public TenantId tenantId() {
            return before.tenantId();
        }
    }

    /** New title on META and a version step on STATE, conditioned on {@code expectedVersion}. */
    record RenameCase(TenantId tenantId, CaseId caseId, long expectedVersion, Title newTitle, Instant at)
            implements Change {
    }

    /** Edges in both directions and the party profile if absent; the case must exist. */
    record LinkParty(Party party, CaseParty link) implements Change {
        public TenantId tenantId() {
            return link.tenantId();
        }
    }

    /** A new open task; the case must exist and not be closed. */
    record CreateTask(Task task) implements Change {
        public TenantId tenantId() {
            return task.tenantId();
        }
    }

    /** Moves an open task (at {@code expectedVersion}) to another assignee's queue. */
    record ReassignTask(TenantId tenantId, TaskHandle task, long expectedVersion, UserId newAssignee, Instant at)
            implements Change {
    }

    /** Marks an open task (at {@code expectedVersion}) DONE and takes it out of its assignee's queue. */
    record CompleteTask(TenantId tenantId, TaskHandle task, long expectedVersion, Instant at) implements Change {
    }

    /** Deletes {@code before} (still open, at its version) and puts {@code after}: the due time is in the key. */
    record RescheduleTask(Task before, Task after) implements Change {
        public TenantId tenantId() {
            return before.tenantId();
        }
    }

    /** A new open deadline; the case must exist and not be closed. */
    record AddDeadline(Deadline deadline) implements Change {
        public TenantId tenantId() {
            return deadline.tenantId();
        }
    }

    /** Marks an open deadline MET or MISSED and takes it out of the tenant's deadline view. */
    record ResolveDeadline(TenantId tenantId, DeadlineHandle deadline, long expectedVersion, DeadlineStatus outcome,
                           Instant at) implements Change {
    }

    /** Evidence metadata; the case must exist. Fails with ItemTooLarge before any write if it cannot fit. */
    record AttachEvidence(Evidence evidence) implements Change {
        public TenantId tenantId() {
            return evidence.tenantId();
        }
    }

    record AppendTimeline(TimelineEvent event) implements Change {
        public TenantId tenantId() {
            return event.tenantId();
        }
    }

    /** A pending outbox event, listed in the (sharded) pending view until it is marked published. */
    record AppendOutbox(OutboxEvent event) implements Change {
        public TenantId tenantId() {
            return event.tenantId();
        }
    }

    /** Marks a pending event published and removes it from the pending view; NotFound if it is not pending. */
    record MarkOutboxPublished(OutboxEvent event, Instant at) implements Change {
        public TenantId tenantId() {
            return event.tenantId();
        }
    }

    /** Repairs a task's case-title snapshot (reconciliation); the task must still exist at its version. */
    record RefreshTaskCaseTitle(Task task, Title caseTitle, Instant at) implements Change {
        public TenantId tenantId() {
            return task.tenantId();
        }
    }

    /** Repairs a deadline's case-title snapshot (reconciliation); the deadline must still exist at its version. */
    record RefreshDeadlineCaseTitle(Deadline deadline, Title caseTitle, Instant at) implements Change {
        public TenantId tenantId() {
            return deadline.tenantId();
        }
    }
}

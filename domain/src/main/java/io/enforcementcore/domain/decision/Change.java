package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.model.CaseCounts;
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
 * One write of a {@link Decision}, in domain words: what to write, never when. What a change relies
 * on is stated once, by the decision's {@link Precondition}s; a store applies the changes only if all
 * of them hold. A change that steps a version steps the one its precondition names.
 */
public sealed interface Change {

    TenantId tenantId();

    /** The uniqueness sentinel of the external reference, META and STATE at its first version. */
    record OpenCase(CaseMetadata metadata, CaseState state) implements Change {
        public TenantId tenantId() {
            return metadata.tenantId();
        }
    }

    /** STATE moves to {@code to}, one version on; the status-dependent views follow. */
    record TransitionCase(TenantId tenantId, CaseId caseId, CaseStatus to, Instant at) implements Change {
        /** A closed case leaves every view of open cases, the high-risk view among them. */
        public boolean closes() {
            return !to.isOpen();
        }
    }

    /** STATE {@code before} becomes {@code after}; the high-risk view follows the score. */
    record ChangeRiskScore(CaseState before, CaseState after) implements Change {
        public TenantId tenantId() {
            return before.tenantId();
        }
    }

    /** A new title on META, and STATE one version on. */
    record RenameCase(TenantId tenantId, CaseId caseId, Title newTitle, Instant at) implements Change {
    }

    /**
     * {@code before}'s reference released (its sentinel deleted), {@code after}'s claimed (a new sentinel),
     * META under the new reference, and STATE one version on.
     */
    record ChangeExternalRef(CaseMetadata before, CaseMetadata after) implements Change {
        public ChangeExternalRef {
            if (!before.caseId().equals(after.caseId()) || !before.tenantId().equals(after.tenantId())) {
                throw new IllegalArgumentException("an external reference changes within one case");
            }
        }

        public TenantId tenantId() {
            return before.tenantId();
        }
    }

    /**
     * The case's counts move by {@code delta}, in the same commit as the change that moves them, with no
     * version step: no caller names a version for a count. A case whose counts are unknown keeps them unknown.
     */
    record AdjustCaseCounts(TenantId tenantId, CaseId caseId, CaseCounts.Delta delta) implements Change {
    }

    /** Edges in both directions, and the party's profile unless it has one. */
    record LinkParty(Party party, CaseParty link) implements Change {
        public TenantId tenantId() {
            return link.tenantId();
        }
    }

    /** A new open task, in its assignee's queue. */
    record CreateTask(Task task) implements Change {
        public TenantId tenantId() {
            return task.tenantId();
        }
    }

    /** The open task moves to another assignee's queue, one version on. */
    record ReassignTask(TenantId tenantId, TaskHandle task, UserId newAssignee, UserId by, Instant at)
            implements Change {
    }

    /** The open task is DONE, one version on, and leaves its assignee's queue. */
    record CompleteTask(TenantId tenantId, TaskHandle task, UserId by, Instant at) implements Change {
    }

    /** {@code before} is deleted and {@code after} put: the due time is part of the task's key. */
    record RescheduleTask(Task before, Task after) implements Change {
        public TenantId tenantId() {
            return before.tenantId();
        }
    }

    /** A new open deadline, in its tenant's deadline view. */
    record AddDeadline(Deadline deadline) implements Change {
        public TenantId tenantId() {
            return deadline.tenantId();
        }
    }

    /** The open deadline is MET or MISSED, one version on, and leaves its tenant's deadline view. */
    record ResolveDeadline(TenantId tenantId, DeadlineHandle deadline, DeadlineStatus outcome, UserId by, Instant at)
            implements Change {
    }

    /** Evidence metadata; a store refuses it with ItemTooLarge before any write if it cannot fit. */
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

    /** The pending event is published, leaves the pending view, and is kept until {@code expiresAt}. */
    record MarkOutboxPublished(OutboxEvent event, Instant at, Instant expiresAt) implements Change {
        public TenantId tenantId() {
            return event.tenantId();
        }
    }

    /** A task's case-title snapshot repaired (reconciliation) by {@code by}; no version step. */
    record RefreshTaskCaseTitle(Task task, Title caseTitle, UserId by, Instant at) implements Change {
        public TenantId tenantId() {
            return task.tenantId();
        }
    }

    /** A deadline's case-title snapshot repaired (reconciliation) by {@code by}; no version step. */
    record RefreshDeadlineCaseTitle(Deadline deadline, Title caseTitle, UserId by, Instant at) implements Change {
        public TenantId tenantId() {
            return deadline.tenantId();
        }
    }

    /** The party name on both edges of a link repaired to the party's profile (drift sweep); no version step. */
    record RefreshPartyName(CaseParty link, Title partyName, Instant at) implements Change {
        public TenantId tenantId() {
            return link.tenantId();
        }

        /** The link as it is once repaired. */
        public CaseParty repaired() {
            return new CaseParty(link.tenantId(), link.caseId(), link.partyId(), link.partyKind(), partyName,
                    link.role(), link.classification(), link.linkedAt());
        }
    }
}

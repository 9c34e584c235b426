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
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.model.Versions;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * One write of a {@link Decision}, in domain words: what to write, never when. What a change relies
 * on is stated once, by the decision's {@link Precondition}s; a store applies the changes only if all
 * of them hold. A change carries every value it writes, decided by the domain (a status, the version it
 * steps to from the one its precondition names, an expiry, a flag), so that a store copies values and
 * never works a result out again. Where a change is decided without reading its record, its
 * {@code appliedTo} gives the record as the change leaves it, the values copied onto the one found.
 */
public sealed interface Change {

    TenantId tenantId();

    /**
     * The version the record this change is about is at once it is written, where it has one that a receipt
     * names: a new record's first, or the one a change steps it to. None for what no caller names a version of.
     */
    default Option<Long> versionWritten() {
        return Option.none();
    }

    /** The visitor's answer for this change. */
    <R> R accept(ChangeVisitor<R> visitor);

    /**
     * One answer per kind of change, so that a store that lists, plans or applies changes answers every kind: a
     * new kind does not compile until each visitor answers it, where a chain of {@code instanceof} would fail
     * only at run time.
     */
    interface ChangeVisitor<R> {
        R insertCase(InsertCase change);

        R setCaseStatus(SetCaseStatus change);

        R setRiskScore(SetRiskScore change);

        R setCaseTitle(SetCaseTitle change);

        R moveExternalRef(MoveExternalRef change);

        R adjustCaseCounts(AdjustCaseCounts change);

        R insertPartyLink(InsertPartyLink change);

        R insertTask(InsertTask change);

        R setTaskAssignee(SetTaskAssignee change);

        R setTaskStatus(SetTaskStatus change);

        R moveTask(MoveTask change);

        R insertDeadline(InsertDeadline change);

        R setDeadlineStatus(SetDeadlineStatus change);

        R insertEvidence(InsertEvidence change);

        R appendTimeline(AppendTimeline change);

        R appendOutbox(AppendOutbox change);

        R markOutboxPublished(MarkOutboxPublished change);

        R refreshTaskCaseTitle(RefreshTaskCaseTitle change);

        R refreshDeadlineCaseTitle(RefreshDeadlineCaseTitle change);

        R refreshPartyName(RefreshPartyName change);
    }

    /** The uniqueness sentinel of the external reference, META and STATE at its first version. */
    record InsertCase(CaseMetadata metadata, CaseState state) implements Change {
        public TenantId tenantId() {
            return metadata.tenantId();
        }

        public Option<Long> versionWritten() {
            return Option.some(state.version());
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.insertCase(this);
        }
    }

    /** STATE moves to {@code to} at {@code version}; the status-dependent views follow. */
    record SetCaseStatus(TenantId tenantId, CaseId caseId, CaseStatus to, long version, Instant at)
            implements Change {
        /** A closed case leaves every view of open cases, the high-risk view among them. */
        public boolean closes() {
            return !to.isOpen();
        }

        public Option<Long> versionWritten() {
            return Option.some(version);
        }

        public CaseState appliedTo(CaseState found) {
            return found.updated(to, version, at);
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.setCaseStatus(this);
        }
    }

    /** STATE {@code before} becomes {@code after}; the high-risk view follows the score. */
    record SetRiskScore(CaseState before, CaseState after) implements Change {
        public TenantId tenantId() {
            return before.tenantId();
        }

        public Option<Long> versionWritten() {
            return Option.some(after.version());
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.setRiskScore(this);
        }
    }

    /** A new title on META, and STATE at {@code version}. */
    record SetCaseTitle(TenantId tenantId, CaseId caseId, Title newTitle, long version, Instant at) implements Change {
        public Option<Long> versionWritten() {
            return Option.some(version);
        }

        public CaseMetadata appliedTo(CaseMetadata found) {
            return found.renamed(newTitle, at);
        }

        public CaseState appliedTo(CaseState found) {
            return found.updated(found.status(), version, at);
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.setCaseTitle(this);
        }
    }

    /**
     * {@code before}'s reference released (its sentinel deleted), {@code after}'s claimed (a new sentinel),
     * META under the new reference, and STATE at {@code version}.
     */
    record MoveExternalRef(CaseMetadata before, CaseMetadata after, long version) implements Change {
        public MoveExternalRef {
            if (!before.caseId().equals(after.caseId()) || !before.tenantId().equals(after.tenantId())) {
                throw new IllegalArgumentException("an external reference changes within one case");
            }
        }

        public TenantId tenantId() {
            return before.tenantId();
        }

        public Option<Long> versionWritten() {
            return Option.some(version);
        }

        public CaseState appliedTo(CaseState found) {
            return found.updated(found.status(), version, after.updatedAt());
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.moveExternalRef(this);
        }
    }

    /**
     * The case's counts move by {@code delta}, in the same commit as the change that moves them, with no
     * version step: no caller names a version for a count. A case whose counts are unknown keeps them unknown.
     */
    record AdjustCaseCounts(TenantId tenantId, CaseId caseId, CaseCounts.Delta delta) implements Change {
        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.adjustCaseCounts(this);
        }
    }

    /**
     * Edges in both directions, new records at their first version, and {@code party}'s profile only if the
     * party has none: the first link of a party writes its profile, and no later one changes it.
     */
    record InsertPartyLink(Party party, CaseParty link) implements Change {
        public TenantId tenantId() {
            return link.tenantId();
        }

        public Option<Long> versionWritten() {
            return Option.some(Versions.FIRST);
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.insertPartyLink(this);
        }
    }

    /** A new open task, in its assignee's queue. */
    record InsertTask(Task task) implements Change {
        public TenantId tenantId() {
            return task.tenantId();
        }

        public Option<Long> versionWritten() {
            return Option.some(task.version());
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.insertTask(this);
        }
    }

    /** The open task moves to another assignee's queue, and stays open, at {@code version}. */
    record SetTaskAssignee(TenantId tenantId, TaskHandle task, UserId newAssignee, long version, UserId by, Instant at)
            implements Change {
        public Option<Long> versionWritten() {
            return Option.some(version);
        }

        public Task appliedTo(Task found) {
            return found.updated(newAssignee, found.status(), version, by, at);
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.setTaskAssignee(this);
        }
    }

    /** The open task is in {@code status} (done) at {@code version}, and leaves its assignee's queue. */
    record SetTaskStatus(TenantId tenantId, TaskHandle task, TaskStatus status, long version, UserId by, Instant at)
            implements Change {
        public Option<Long> versionWritten() {
            return Option.some(version);
        }

        public Task appliedTo(Task found) {
            return found.updated(found.assignee(), status, version, by, at);
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.setTaskStatus(this);
        }
    }

    /** {@code before} is deleted and {@code after} put: the due time is part of the task's key. */
    record MoveTask(Task before, Task after) implements Change {
        public TenantId tenantId() {
            return before.tenantId();
        }

        public Option<Long> versionWritten() {
            return Option.some(after.version());
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.moveTask(this);
        }
    }

    /** A new open deadline, in its tenant's deadline view. */
    record InsertDeadline(Deadline deadline) implements Change {
        public TenantId tenantId() {
            return deadline.tenantId();
        }

        public Option<Long> versionWritten() {
            return Option.some(deadline.version());
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.insertDeadline(this);
        }
    }

    /** The open deadline is in {@code outcome} (MET or MISSED) at {@code version}, and leaves its tenant's deadline view. */
    record SetDeadlineStatus(TenantId tenantId, DeadlineHandle deadline, DeadlineStatus outcome, long version, UserId by,
                           Instant at) implements Change {
        public Option<Long> versionWritten() {
            return Option.some(version);
        }

        public Deadline appliedTo(Deadline found) {
            return found.updated(outcome, version, by, at);
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.setDeadlineStatus(this);
        }
    }

    /** Evidence metadata, a new record at its first version; a store refuses it with ItemTooLarge before any write if it cannot fit. */
    record InsertEvidence(Evidence evidence) implements Change {
        public TenantId tenantId() {
            return evidence.tenantId();
        }

        public Option<Long> versionWritten() {
            return Option.some(Versions.FIRST);
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.insertEvidence(this);
        }
    }

    record AppendTimeline(TimelineEvent event) implements Change {
        public TenantId tenantId() {
            return event.tenantId();
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.appendTimeline(this);
        }
    }

    /** A pending outbox event, listed in the (sharded) pending view until it is marked published. */
    record AppendOutbox(OutboxEvent event) implements Change {
        public TenantId tenantId() {
            return event.tenantId();
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.appendOutbox(this);
        }
    }

    /**
     * The pending {@code event} is {@code published} (flagged, with the expiry it is kept until) at {@code at},
     * and leaves the pending view.
     */
    record MarkOutboxPublished(OutboxEvent event, OutboxEvent published, Instant at) implements Change {
        public MarkOutboxPublished {
            if (!published.eventId().equals(event.eventId()) || !published.isPublished()
                    || published.expiresAt().isEmpty()) {
                throw new IllegalArgumentException("a change marks the event it names published, with its expiry");
            }
        }

        public TenantId tenantId() {
            return event.tenantId();
        }

        /** When the published event stops being kept. */
        public Instant expiresAt() {
            return published.expiresAt().get();
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.markOutboxPublished(this);
        }
    }

    /** A task's case-title snapshot repaired (reconciliation) by {@code by}; no version step. */
    record RefreshTaskCaseTitle(Task task, Title caseTitle, UserId by, Instant at) implements Change {
        public TenantId tenantId() {
            return task.tenantId();
        }

        /** The task as it is once repaired. */
        public Task repaired() {
            return task.withCaseTitle(caseTitle, by, at);
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.refreshTaskCaseTitle(this);
        }
    }

    /** A deadline's case-title snapshot repaired (reconciliation) by {@code by}; no version step. */
    record RefreshDeadlineCaseTitle(Deadline deadline, Title caseTitle, UserId by, Instant at) implements Change {
        public TenantId tenantId() {
            return deadline.tenantId();
        }

        /** The deadline as it is once repaired. */
        public Deadline repaired() {
            return deadline.withCaseTitle(caseTitle, by, at);
        }

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.refreshDeadlineCaseTitle(this);
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

        public <R> R accept(ChangeVisitor<R> visitor) {
            return visitor.refreshPartyName(this);
        }
    }
}

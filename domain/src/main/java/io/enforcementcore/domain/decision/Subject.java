package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import java.time.Instant;
import java.util.Objects;

/**
 * What a {@link Precondition} is about: one stored record, named as completely as a store needs to find
 * it without a query (a task by the handle its caller saw, an outbox event by its time and id).
 */
public sealed interface Subject {

    /** How a rejection names the kind of record ({@code case}, {@code task}, ...). */
    String entity();

    /** How a rejection names this record. */
    String id();

    /** The visitor's answer for this kind of subject. */
    <R> R accept(SubjectVisitor<R> visitor);

    /**
     * One answer per kind of subject, so that a store that finds, keys or observes subjects answers every kind:
     * a new kind does not compile until each visitor answers it, where a chain of {@code instanceof} would fail
     * only at run time.
     */
    interface SubjectVisitor<R> {
        R theCase(TheCase subject);

        R theTask(TheTask subject);

        R theDeadline(TheDeadline subject);

        R theEvidence(TheEvidence subject);

        R partyLink(PartyLink subject);

        R externalRefClaim(ExternalRefClaim subject);

        R outboxEntry(OutboxEntry subject);

        R idempotencyClaim(IdempotencyClaim subject);

        R theLease(TheLease subject);
    }

    /** A case, as its lifecycle record: its tenant, version and status stand for the whole case. */
    record TheCase(CaseId caseId) implements Subject {
        public TheCase {
            Objects.requireNonNull(caseId, "caseId");
        }

        public String entity() {
            return "case";
        }

        public String id() {
            return caseId.value();
        }

        public <R> R accept(SubjectVisitor<R> visitor) {
            return visitor.theCase(this);
        }
    }

    record TheTask(TaskHandle task) implements Subject {
        public TheTask {
            Objects.requireNonNull(task, "task");
        }

        public String entity() {
            return "task";
        }

        public String id() {
            return task.taskId().value();
        }

        public <R> R accept(SubjectVisitor<R> visitor) {
            return visitor.theTask(this);
        }
    }

    record TheDeadline(DeadlineHandle deadline) implements Subject {
        public TheDeadline {
            Objects.requireNonNull(deadline, "deadline");
        }

        public String entity() {
            return "deadline";
        }

        public String id() {
            return deadline.deadlineId().value();
        }

        public <R> R accept(SubjectVisitor<R> visitor) {
            return visitor.theDeadline(this);
        }
    }

    record TheEvidence(CaseId caseId, EvidenceId evidenceId) implements Subject {
        public TheEvidence {
            Objects.requireNonNull(caseId, "caseId");
            Objects.requireNonNull(evidenceId, "evidenceId");
        }

        public String entity() {
            return "evidence";
        }

        public String id() {
            return evidenceId.value();
        }

        public <R> R accept(SubjectVisitor<R> visitor) {
            return visitor.theEvidence(this);
        }
    }

    /** The link of a party to a case (the edge from the case). */
    record PartyLink(CaseId caseId, PartyId partyId) implements Subject {
        public PartyLink {
            Objects.requireNonNull(caseId, "caseId");
            Objects.requireNonNull(partyId, "partyId");
        }

        public String entity() {
            return "case party link";
        }

        public String id() {
            return partyId.value();
        }

        public <R> R accept(SubjectVisitor<R> visitor) {
            return visitor.partyLink(this);
        }
    }

    /** The claim of a tenant's external reference by one of its cases. */
    record ExternalRefClaim(TenantId tenantId, ExternalRef externalRef) implements Subject {
        public ExternalRefClaim {
            Objects.requireNonNull(tenantId, "tenantId");
            Objects.requireNonNull(externalRef, "externalRef");
        }

        public String entity() {
            return "external reference";
        }

        public String id() {
            return externalRef.value();
        }

        public <R> R accept(SubjectVisitor<R> visitor) {
            return visitor.externalRefClaim(this);
        }
    }

    record OutboxEntry(CaseId caseId, EventId eventId, Instant occurredAt) implements Subject {
        public OutboxEntry {
            Objects.requireNonNull(caseId, "caseId");
            Objects.requireNonNull(eventId, "eventId");
            Objects.requireNonNull(occurredAt, "occurredAt");
        }

        public String entity() {
            return "outbox event";
        }

        public String id() {
            return eventId.value();
        }

        public <R> R accept(SubjectVisitor<R> visitor) {
            return visitor.outboxEntry(this);
        }
    }

    /** The claim of an idempotency key by the first command that ran under it. */
    record IdempotencyClaim(TenantId tenantId, IdempotencyKey key) implements Subject {
        public IdempotencyClaim {
            Objects.requireNonNull(tenantId, "tenantId");
            Objects.requireNonNull(key, "key");
        }

        public String entity() {
            return "idempotency record";
        }

        public String id() {
            return key.value();
        }

        public <R> R accept(SubjectVisitor<R> visitor) {
            return visitor.idempotencyClaim(this);
        }
    }

    /** A lease the fleet's instances share work by, such as one shard of the outbox; it belongs to no tenant. */
    record TheLease(LeaseName name) implements Subject {
        public TheLease {
            Objects.requireNonNull(name, "name");
        }

        public String entity() {
            return "lease";
        }

        public String id() {
            return name.toString();
        }

        public <R> R accept(SubjectVisitor<R> visitor) {
            return visitor.theLease(this);
        }
    }
}

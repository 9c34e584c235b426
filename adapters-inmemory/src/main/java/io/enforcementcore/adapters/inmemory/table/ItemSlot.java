package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.adapters.inmemory.table.SortKeys.TimeKey;
import io.enforcementcore.domain.decision.Subject;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import java.time.Instant;

/**
 * Where an item lives in the store, by its typed parts: the kind of item, its partition (a case's id for
 * the items of a case, the partition key otherwise: in both, what its stripe is found by) and its key in
 * that kind's map ({@code null} for the one item of its kind in a partition). Equal slots are the same
 * item, as equal addresses are.
 *
 * <p>Why slots beside {@link ItemAddress}: a commit lists, compares, locks and looks up every item it
 * touches, and building each item's key text (a formatted time, two concatenations) and parsing it back
 * to find the item cost more than the rest of its bookkeeping. The text is built only when asked for, to
 * price a write or to name an item in an error.
 */
public record ItemSlot(Kind kind, String partition, Object key) {

    /**
     * The twelve kinds of stored record, by the names the table's {@code entityType} attribute gives them, and the
     * lease, which a commit may check but never writes.
     */
    public enum Kind { CASE, CASE_STATE, CASE_PARTY, TASK, DEADLINE, EVIDENCE, TIMELINE_EVENT, OUTBOX_EVENT, PARTY,
        PARTY_CASE, UNIQUE_EXTERNAL_REF, IDEMPOTENCY_RECORD, LEASE }

    public static ItemSlot meta(CaseId caseId) {
        return new ItemSlot(Kind.CASE, caseId.value(), null);
    }

    public static ItemSlot state(CaseId caseId) {
        return new ItemSlot(Kind.CASE_STATE, caseId.value(), null);
    }

    public static ItemSlot partyOfCase(CaseId caseId, PartyId partyId) {
        return new ItemSlot(Kind.CASE_PARTY, caseId.value(), partyId.value());
    }

    public static ItemSlot task(TaskHandle handle) {
        return new ItemSlot(Kind.TASK, handle.caseId().value(), CasePartition.key(handle));
    }

    public static ItemSlot deadline(DeadlineHandle handle) {
        return new ItemSlot(Kind.DEADLINE, handle.caseId().value(), CasePartition.key(handle));
    }

    public static ItemSlot evidence(CaseId caseId, EvidenceId evidenceId) {
        return new ItemSlot(Kind.EVIDENCE, caseId.value(), evidenceId.value());
    }

    public static ItemSlot event(TimelineEvent event) {
        return new ItemSlot(Kind.TIMELINE_EVENT, event.caseId().value(), CasePartition.key(event));
    }

    public static ItemSlot outbox(OutboxEvent event) {
        return new ItemSlot(Kind.OUTBOX_EVENT, event.caseId().value(), CasePartition.key(event));
    }

    public static ItemSlot outbox(CaseId caseId, Instant occurredAt, EventId eventId) {
        return new ItemSlot(Kind.OUTBOX_EVENT, caseId.value(), new TimeKey(occurredAt, eventId.value()));
    }

    public static ItemSlot partyProfile(TenantId tenantId, PartyId partyId) {
        return new ItemSlot(Kind.PARTY, ItemAddress.partyProfile(tenantId, partyId).partition(), null);
    }

    public static ItemSlot caseOfParty(CaseParty link) {
        return new ItemSlot(Kind.PARTY_CASE, ItemAddress.partyProfile(link.tenantId(), link.partyId()).partition(),
                PartyPartition.caseKey(link));
    }

    public static ItemSlot externalRef(TenantId tenantId, ExternalRef externalRef) {
        return new ItemSlot(Kind.UNIQUE_EXTERNAL_REF, ItemAddress.externalRef(tenantId, externalRef).partition(), null);
    }

    public static ItemSlot idempotency(TenantId tenantId, IdempotencyKey key) {
        return new ItemSlot(Kind.IDEMPOTENCY_RECORD, ItemAddress.idempotency(tenantId, key).partition(), null);
    }

    /** The item a precondition is about. */
    public static ItemSlot of(Subject subject) {
        return subject.accept(SLOTS);
    }

    private static final Subject.SubjectVisitor<ItemSlot> SLOTS = new Subject.SubjectVisitor<>() {
        public ItemSlot theCase(Subject.TheCase s) {
            return state(s.caseId());
        }

        public ItemSlot theTask(Subject.TheTask s) {
            return task(s.task());
        }

        public ItemSlot theDeadline(Subject.TheDeadline s) {
            return deadline(s.deadline());
        }

        public ItemSlot theEvidence(Subject.TheEvidence s) {
            return evidence(s.caseId(), s.evidenceId());
        }

        public ItemSlot partyLink(Subject.PartyLink s) {
            return partyOfCase(s.caseId(), s.partyId());
        }

        public ItemSlot externalRefClaim(Subject.ExternalRefClaim s) {
            return externalRef(s.tenantId(), s.externalRef());
        }

        public ItemSlot outboxEntry(Subject.OutboxEntry s) {
            return outbox(s.caseId(), s.occurredAt(), s.eventId());
        }

        public ItemSlot idempotencyClaim(Subject.IdempotencyClaim s) {
            return idempotency(s.tenantId(), s.key());
        }

        public ItemSlot theLease(Subject.TheLease s) {
            return new ItemSlot(Kind.LEASE, LeasePartition.lockKey(s.name().group()), s.name().index());
        }
    };

    /** What the store locks for this item: the same key as {@link ItemAddress#lockKey()} of its address. */
    public String lockKey() {
        return partition;
    }

    /** The key of a task, deadline, timeline or outbox event in its case's map. */
    public TimeKey timeKey() {
        return (TimeKey) key;
    }

    /** The key of a party link or an evidence item in its case's map, or of an edge in its party's. */
    String id() {
        return (String) key;
    }

    /** The item's address in the table, as the table design names it. */
    public ItemAddress address() {
        return switch (kind) {
            case CASE -> inCase("META");
            case CASE_STATE -> inCase("STATE");
            case CASE_PARTY -> inCase(ItemAddress.PARTY + id());
            case TASK -> inCase("TASK#" + timeKey().position());
            case DEADLINE -> inCase("DEADLINE#" + timeKey().position());
            case EVIDENCE -> inCase("EVIDENCE#" + id());
            case TIMELINE_EVENT -> inCase("EVENT#" + timeKey().position());
            case OUTBOX_EVENT -> inCase("OUTBOX#" + timeKey().position());
            case PARTY -> new ItemAddress(partition, "PROFILE");
            case PARTY_CASE -> new ItemAddress(partition, ItemAddress.CASE + id());
            case UNIQUE_EXTERNAL_REF -> new ItemAddress(partition, ItemAddress.SENTINEL);
            case IDEMPOTENCY_RECORD -> new ItemAddress(partition, ItemAddress.RECORD);
            case LEASE -> new ItemAddress(partition, String.format("LEASE#%04d", (Integer) key));
        };
    }

    private ItemAddress inCase(String sort) {
        return new ItemAddress(ItemAddress.CASE + partition, sort);
    }
}

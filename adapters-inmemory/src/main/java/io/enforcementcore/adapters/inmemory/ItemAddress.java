package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.decision.Subject;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Timestamps;
import java.time.Instant;

/**
 * Which item of the table a stored value is: its partition and its place in the partition, named as
 * the table design names them. The in-memory store keeps its data in domain-keyed maps; addresses
 * serve to count items as DynamoDB would (one per item, however many views list it), to refuse a change
 * set that touches an item twice, to find the stripe that guards an item and the commit mark it carries,
 * and to walk every item in the migration job.
 */
record ItemAddress(String partition, String sort) {
    static final String CASE = "CASE#";
    static final String PARTY = "PARTY#";
    static final String EXTREF = "EXTREF#";
    static final String IDEMPOTENCY = "IDEMPOTENCY#";
    static final String SENTINEL = "UNIQUE";
    static final String RECORD = "RECORD";

    static ItemAddress meta(CaseId caseId) {
        return inCase(caseId, "META");
    }

    static ItemAddress state(CaseId caseId) {
        return inCase(caseId, "STATE");
    }

    static ItemAddress partyOfCase(CaseParty link) {
        return inCase(link.caseId(), "PARTY#" + link.partyId());
    }

    static ItemAddress task(TaskHandle handle) {
        return inCase(handle.caseId(), "TASK#" + Timestamps.format(handle.dueAt()) + "#" + handle.taskId());
    }

    static ItemAddress task(Task task) {
        return task(task.handle());
    }

    static ItemAddress deadline(DeadlineHandle handle) {
        return inCase(handle.caseId(), "DEADLINE#" + Timestamps.format(handle.dueAt()) + "#" + handle.deadlineId());
    }

    static ItemAddress deadline(Deadline deadline) {
        return deadline(deadline.handle());
    }

    static ItemAddress evidence(Evidence evidence) {
        return evidence(evidence.caseId(), evidence.evidenceId());
    }

    static ItemAddress evidence(CaseId caseId, EvidenceId evidenceId) {
        return inCase(caseId, "EVIDENCE#" + evidenceId);
    }

    static ItemAddress event(TimelineEvent event) {
        return inCase(event.caseId(), "EVENT#" + Timestamps.format(event.occurredAt()) + "#" + event.eventId());
    }

    static ItemAddress outbox(OutboxEvent event) {
        return outbox(event.caseId(), event.occurredAt(), event.eventId());
    }

    static ItemAddress outbox(CaseId caseId, Instant occurredAt, EventId eventId) {
        return inCase(caseId, "OUTBOX#" + Timestamps.format(occurredAt) + "#" + eventId);
    }

    /** The item a precondition is about. */
    static ItemAddress of(Subject subject) {
        if (subject instanceof Subject.TheCase s) {
            return state(s.caseId());
        } else if (subject instanceof Subject.TheTask s) {
            return task(s.task());
        } else if (subject instanceof Subject.TheDeadline s) {
            return deadline(s.deadline());
        } else if (subject instanceof Subject.TheEvidence s) {
            return evidence(s.caseId(), s.evidenceId());
        } else if (subject instanceof Subject.PartyLink s) {
            return inCase(s.caseId(), "PARTY#" + s.partyId());
        } else if (subject instanceof Subject.OutboxEntry s) {
            return outbox(s.caseId(), s.occurredAt(), s.eventId());
        } else if (subject instanceof Subject.ExternalRefClaim s) {
            return externalRef(s.tenantId(), s.externalRef());
        } else if (subject instanceof Subject.IdempotencyClaim s) {
            return idempotency(s.tenantId(), s.key());
        }
        throw new IllegalArgumentException("no item for " + subject);
    }

    static ItemAddress partyProfile(TenantId tenantId, PartyId partyId) {
        return new ItemAddress(PARTY + tenantId + "#" + partyId, "PROFILE");
    }

    static ItemAddress caseOfParty(CaseParty link) {
        return new ItemAddress(PARTY + link.tenantId() + "#" + link.partyId(),
                CASE + link.classification() + "#" + link.caseId());
    }

    static ItemAddress externalRef(TenantId tenantId, ExternalRef externalRef) {
        return new ItemAddress(EXTREF + tenantId + "#" + externalRef, SENTINEL);
    }

    static ItemAddress idempotency(TenantId tenantId, IdempotencyKey key) {
        return new ItemAddress(IDEMPOTENCY + tenantId + "#" + key, RECORD);
    }

    private static ItemAddress inCase(CaseId caseId, String sort) {
        return new ItemAddress(CASE + caseId, sort);
    }

    /**
     * What the store locks for this item: a case's id for the items of its collection (so that a read
     * of a case finds its stripe without building its partition key), the partition key otherwise.
     */
    String lockKey() {
        return partition.startsWith(CASE) ? partition.substring(CASE.length()) : partition;
    }

    /**
     * The {@code hashCode} of {@link #lockKey()}, computed as {@code String} defines it but without cutting
     * the case id out of the partition key: a commit finds the stripes of all the items it touches by it.
     */
    int lockKeyHash() {
        if (!partition.startsWith(CASE)) {
            return partition.hashCode();
        }
        int hash = 0;
        for (int i = CASE.length(); i < partition.length(); i++) {
            hash = 31 * hash + partition.charAt(i);
        }
        return hash;
    }

    /** An address that names a whole partition, to find the stripe it is locked by. */
    static ItemAddress partitionOnly(String partition) {
        return new ItemAddress(partition, "");
    }

    /** The segment of a parallel walk a partition's items belong to, as a Scan assigns them. */
    static int segmentOf(String partition, int totalSegments) {
        return Math.floorMod(partition.hashCode(), totalSegments);
    }

    /** A resumable position: the partition's length first, so that any partition text reads back. */
    String position() {
        return partition.length() + ":" + partition + sort;
    }

    static ItemAddress parse(String position) {
        int colon = position.indexOf(':');
        try {
            int length = Integer.parseInt(position.substring(0, colon));
            return new ItemAddress(position.substring(colon + 1, colon + 1 + length),
                    position.substring(colon + 1 + length));
        } catch (RuntimeException e) {
            throw SortKeys.notAPosition(position);
        }
    }
}

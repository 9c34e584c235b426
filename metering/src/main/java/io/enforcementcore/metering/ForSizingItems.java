package io.enforcementcore.metering;

import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.IdempotencyRecord;
import java.util.List;

/**
 * Driven port that sizes a domain record as the item it would be stored as, by DynamoDB's rules (each
 * attribute's name and value, in bytes), so a store that keeps no such items (the in-memory one) can
 * report the same bytes and capacity units as one that does. Each method returns bytes. Pure: the
 * same record always has the same size.
 */
public interface ForSizingItems {

    long caseMetadata(CaseMetadata metadata);

    /** The uniqueness sentinel of the case's external reference (what AP11 reads). */
    long externalRefSentinel(CaseMetadata metadata);

    long caseState(CaseState state);

    /** The edge in the case's item collection (AP07, AP09). */
    long partyOfCase(CaseParty link);

    /** The edge in the party's item collection (AP08). */
    long caseOfParty(CaseParty link);

    /** The party's profile, written by the first link to it; no access pattern reads it, the migration walks it. */
    long partyProfile(Party party);

    long task(Task task);

    long deadline(Deadline deadline);

    long evidence(Evidence evidence);

    long timelineEvent(TimelineEvent event);

    long outboxEvent(OutboxEvent event);

    long idempotencyRecord(IdempotencyRecord record);

    /**
     * The same sizing, for items stamped with {@code audit}: what a store adds to every item of what the
     * record does not say itself (who wrote it, its case's owner). By default the records alone.
     */
    default ForSizingItems stampedWith(Audit audit) {
        return this;
    }

    /**
     * The entry {@code task} has in {@code index} (an index name): what the index projects of the item,
     * which is what a read of the index is billed on. By default the whole item, as in an index that
     * projects ALL.
     */
    default long task(String index, Task task) {
        return task(task);
    }

    /** The entry {@code deadline} has in {@code index}; see {@link #task(String, Task)}. */
    default long deadline(String index, Deadline deadline) {
        return deadline(deadline);
    }

    /** The entry the case's STATE has in {@code index} (AP12, AP13); see {@link #task(String, Task)}. */
    default long caseState(String index, CaseState state) {
        return caseState(state);
    }

    /** The entry a pending {@code event} has in {@code index} (AP10); see {@link #task(String, Task)}. */
    default long outboxEvent(String index, OutboxEvent event) {
        return outboxEvent(event);
    }

    /**
     * The item operations {@code set} is stored as, in the order of its transaction, each sized and
     * priced (capacity units included) from what the change set itself tells of the items it finds: exact
     * where it tells all (a new item, a record the set carries), else flagged {@link ItemWrite#lowerBound}.
     */
    List<ItemWrite> writes(ChangeSet set);

    /**
     * The same operations priced exactly by DynamoDB's rules from the items each one found and left:
     * {@code before} and {@code after} are the records stored just before and just after the commit.
     */
    List<ItemWrite> writes(ChangeSet set, StoredRecords before, StoredRecords after);
}

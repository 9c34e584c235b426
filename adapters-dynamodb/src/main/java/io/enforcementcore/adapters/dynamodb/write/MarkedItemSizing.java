package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.StoredCommit;
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
import io.enforcementcore.metering.ForSizingItems;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StoredRecords;
import java.util.List;

/**
 * Sizes a record as the item the table holds: the codecs' item plus the commit mark every item carries
 * ({@link CommitMarks}), which the codecs leave to the planner. Change sets are priced by the sizing it
 * wraps, as planned, marks included.
 */
public final class MarkedItemSizing implements ForSizingItems {
    private final ForSizingItems unmarked;

    public MarkedItemSizing(ForSizingItems unmarked) {
        this.unmarked = unmarked;
    }

    @Override
    public long caseMetadata(CaseMetadata metadata) {
        return unmarked.caseMetadata(metadata) + StoredCommit.BYTES;
    }

    @Override
    public long externalRefSentinel(CaseMetadata metadata) {
        return unmarked.externalRefSentinel(metadata) + StoredCommit.BYTES;
    }

    @Override
    public long caseState(CaseState state) {
        return unmarked.caseState(state) + StoredCommit.BYTES;
    }

    @Override
    public long partyOfCase(CaseParty link) {
        return unmarked.partyOfCase(link) + StoredCommit.BYTES;
    }

    @Override
    public long caseOfParty(CaseParty link) {
        return unmarked.caseOfParty(link) + StoredCommit.BYTES;
    }

    @Override
    public long partyProfile(Party party) {
        return unmarked.partyProfile(party) + StoredCommit.BYTES;
    }

    @Override
    public long task(Task task) {
        return unmarked.task(task) + StoredCommit.BYTES;
    }

    @Override
    public long deadline(Deadline deadline) {
        return unmarked.deadline(deadline) + StoredCommit.BYTES;
    }

    @Override
    public long evidence(Evidence evidence) {
        return unmarked.evidence(evidence) + StoredCommit.BYTES;
    }

    @Override
    public long timelineEvent(TimelineEvent event) {
        return unmarked.timelineEvent(event) + StoredCommit.BYTES;
    }

    @Override
    public long outboxEvent(OutboxEvent event) {
        return unmarked.outboxEvent(event) + StoredCommit.BYTES;
    }

    @Override
    public long idempotencyRecord(IdempotencyRecord record) {
        return unmarked.idempotencyRecord(record) + StoredCommit.BYTES;
    }

    /** No index projects the commit mark, so an index entry is sized without it. */
    @Override
    public long task(String index, Task task) {
        return unmarked.task(index, task);
    }

    @Override
    public long deadline(String index, Deadline deadline) {
        return unmarked.deadline(index, deadline);
    }

    @Override
    public long caseState(String index, CaseState state) {
        return unmarked.caseState(index, state);
    }

    @Override
    public long outboxEvent(String index, OutboxEvent event) {
        return unmarked.outboxEvent(index, event);
    }

    @Override
    public ForSizingItems stampedWith(Audit audit) {
        return new MarkedItemSizing(unmarked.stampedWith(audit));
    }

    @Override
    public List<ItemWrite> writes(ChangeSet set) {
        return unmarked.writes(set);
    }

    @Override
    public List<ItemWrite> writes(ChangeSet set, StoredRecords before, StoredRecords after) {
        return unmarked.writes(set, before, after);
    }
}

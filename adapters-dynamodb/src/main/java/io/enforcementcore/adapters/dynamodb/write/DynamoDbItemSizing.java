package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.AuditAttributes;
import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.PartyCodecs;
import io.enforcementcore.adapters.dynamodb.item.RecordCodecs;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammarCatalog;
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
import io.enforcementcore.adapters.dynamodb.item.StoredCommit;
import io.enforcementcore.domain.commit.CommitId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link ForSizingItems} by this adapter's own codecs and planner: a record is sized as the very item
 * the store writes, and a change set priced as the very transaction it commits, exactly when the records
 * before and after it are given. The outbox shard count changes no size (shards are always two digits).
 */
public final class DynamoDbItemSizing implements ForSizingItems {
    private static final Map<String, List<String>> PROJECTED = IndexProjections.byNeed().askedOf();
    private static final EventCodecs EVENTS = new EventCodecs(EventCodecs.DEFAULT_OUTBOX_SHARDS);
    private static final ChangePlanner PLANNER = new ChangePlanner(EVENTS);
    /** The stamp the items sized carry beyond what their records say; null to size the records alone. */
    private final Audit stamp;

    public DynamoDbItemSizing() {
        this(null);
    }

    private DynamoDbItemSizing(Audit stamp) {
        this.stamp = stamp;
    }

    /** Sizes records as the items the table holds, stamped with {@code audit}. */
    @Override
    public ForSizingItems stampedWith(Audit audit) {
        return new DynamoDbItemSizing(audit);
    }

    /**
     * The bytes an item's audit stamp adds to the item a record is encoded as: its attributes the record's
     * codec does not write. A record that does not carry its stamp (all but tasks and deadlines) is sized
     * without them unless sized {@link #stampedWith} its audit, as the in-memory store sizes what it reads.
     */
    public static long stampBytes(Map<String, AttributeValue> encoded, Audit audit) {
        return AuditAttributes.bytesAdded(encoded, audit, attribute -> true);
    }

    /** The same, for the item's entry in {@code index}: only what the index projects. */
    public static long stampBytes(String index, Map<String, AttributeValue> encoded, Audit audit) {
        return AuditAttributes.bytesAdded(encoded, audit, PROJECTED.get(index)::contains);
    }

    @Override
    public long task(String index, Task task) {
        return entry(index, WorkCodecs.task(task));
    }

    @Override
    public long deadline(String index, Deadline deadline) {
        return entry(index, WorkCodecs.deadline(deadline));
    }

    @Override
    public long caseState(String index, CaseState state) {
        return entry(index, CaseCodecs.state(state));
    }

    @Override
    public long outboxEvent(String index, OutboxEvent event) {
        return entry(index, EVENTS.outbox(event));
    }

    /** The bytes of what {@code index} projects of {@code item}, as the store's indexes are defined. */
    private long entry(String index, Map<String, AttributeValue> item) {
        List<String> projected = PROJECTED.get(index);
        if (projected == null) {
            throw new IllegalArgumentException("no index " + index);
        }
        Map<String, AttributeValue> entry = new HashMap<>(item);
        entry.keySet().retainAll(projected);
        return ItemSize.of(entry) + (stamp == null ? 0 : stampBytes(index, item, stamp));
    }

    /** The bytes of {@code item}, with the stamp this sizing adds. */
    private long whole(Map<String, AttributeValue> item) {
        return ItemSize.of(item) + (stamp == null ? 0 : stampBytes(item, stamp));
    }

    @Override
    public long caseMetadata(CaseMetadata metadata) {
        return whole(CaseCodecs.meta(metadata));
    }

    @Override
    public long externalRefSentinel(CaseMetadata metadata) {
        return whole(CaseCodecs.externalRefSentinel(metadata));
    }

    @Override
    public long caseState(CaseState state) {
        return whole(CaseCodecs.state(state));
    }

    @Override
    public long partyOfCase(CaseParty link) {
        return whole(PartyCodecs.caseToParty(link));
    }

    @Override
    public long caseOfParty(CaseParty link) {
        return whole(PartyCodecs.partyToCase(link));
    }

    @Override
    public long partyProfile(Party party) {
        return whole(PartyCodecs.profile(party));
    }

    @Override
    public long task(Task task) {
        return whole(WorkCodecs.task(task));
    }

    @Override
    public long deadline(Deadline deadline) {
        return whole(WorkCodecs.deadline(deadline));
    }

    @Override
    public long evidence(Evidence evidence) {
        return whole(RecordCodecs.evidence(evidence));
    }

    @Override
    public long timelineEvent(TimelineEvent event) {
        return whole(EventCodecs.timeline(event));
    }

    @Override
    public long outboxEvent(OutboxEvent event) {
        return whole(EVENTS.outbox(event));
    }

    @Override
    public long idempotencyRecord(IdempotencyRecord record) {
        return whole(RecordCodecs.idempotency(record));
    }

    @Override
    public List<ItemWrite> writes(ChangeSet set) {
        return ItemWrites.of(set.command().id(), PLANNER.plan(set));
    }

    @Override
    public List<ItemWrite> writes(ChangeSet set, StoredRecords before, StoredRecords after) {
        return PLANNER.plan(set).stream()
                .map(spec -> ItemWrites.priced(set.command().id(), spec, item(before, spec.key()), item(after, spec.key())))
                .toList();
    }

    /**
     * The item the record stored at {@code key} is held as: its encoding, stamped with its audit where the
     * encoding does not say it (as {@link #stampedWith} sizes what is read), and the commit mark of whichever
     * commit wrote it (every mark has the same size); null if there is none.
     */
    private Map<String, AttributeValue> item(StoredRecords records, ItemKey key) {
        return records.at(key.pk(), key.sk())
                .map(held -> marked(encode(KeyGrammarCatalog.entityOf(key), held.record()), held.stamp()))
                .getOrNull();
    }

    private static Map<String, AttributeValue> marked(Map<String, AttributeValue> item, Audit stamp) {
        Map<String, AttributeValue> held = new HashMap<>(item);
        AuditAttributes.of(stamp).forEach(held::putIfAbsent);
        held.put(StoredCommit.ATTRIBUTE, AttributeValue.fromS("x".repeat(CommitId.LENGTH)));
        return held;
    }

    private Map<String, AttributeValue> encode(EntityType entity, Object record) {
        return switch (entity) {
            case CASE -> CaseCodecs.meta((CaseMetadata) record);
            case UNIQUE_EXTERNAL_REF -> CaseCodecs.externalRefSentinel((CaseMetadata) record);
            case CASE_STATE -> CaseCodecs.state((CaseState) record);
            case CASE_PARTY -> PartyCodecs.caseToParty((CaseParty) record);
            case PARTY_CASE -> PartyCodecs.partyToCase((CaseParty) record);
            case PARTY -> PartyCodecs.profile((Party) record);
            case TASK -> WorkCodecs.task((Task) record);
            case DEADLINE -> WorkCodecs.deadline((Deadline) record);
            case EVIDENCE -> RecordCodecs.evidence((Evidence) record);
            case TIMELINE_EVENT -> EventCodecs.timeline((TimelineEvent) record);
            case OUTBOX_EVENT -> EVENTS.outbox((OutboxEvent) record);
            case IDEMPOTENCY_RECORD -> RecordCodecs.idempotency((IdempotencyRecord) record);
            case LEASE, LEASE_MEMBER -> throw new IllegalArgumentException("a lease is no record a change set writes");
        };
    }
}

package io.enforcementcore.adapters.dynamodb.model;

import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.item.PartyCodecs;
import io.enforcementcore.adapters.dynamodb.item.RecordCodecs;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.adapters.dynamodb.write.ChangePlanner;
import io.enforcementcore.adapters.dynamodb.write.IndexTransitions;
import io.enforcementcore.adapters.dynamodb.write.WriteSpec;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The read-only model of the single table, for the tools that read the design (documents, pricing, the
 * tests that price a workload): its indexes, the items the store writes for domain records, and what each
 * operation of a planned transaction does to the items it meets. Computed by the store's own codecs and
 * planner, so it cannot drift from what the store writes; plain values only cross it.
 */
public final class TableModel {
    /** The name the model gives the base table where it names it beside the indexes. */
    public static final String BASE_TABLE = StorageCall.BASE_TABLE;
    public static final String PARTITION_KEY = KeyGrammar.PK;
    public static final String SORT_KEY = KeyGrammar.SK;
    public static final String ENTITY_TYPE = ItemWriter.ENTITY_TYPE;
    public static final String SCHEMA_VERSION = ItemWriter.SCHEMA_VERSION;
    /** The schema this code writes; an item of another is upcast as it is read. */
    public static final int CURRENT_SCHEMA_VERSION = EntityType.CURRENT_SCHEMA_VERSION;

    private TableModel() {
    }

    /** The partition key, in its index, of the outbox shard {@code shard}'s pending events. */
    public static String pendingOutboxPartition(int shard) {
        return KeyGrammar.outboxPendingPk(shard);
    }

    /** The secondary indexes, in the order of the table definition. */
    public static List<SecondaryIndex> indexes() {
        IndexProjections projections = IndexProjections.byNeed();
        return Arrays.stream(TableDefinition.Index.values()).map(index -> new SecondaryIndex(index.name(),
                index.partitionKey(), index.sortKey(), index.partitionKey().equals(KeyGrammar.PK),
                projections.describe(index), index.purpose())).toList();
    }

    /**
     * What each operation of {@code set}'s transaction does, in the order the store sends them, to the items
     * of {@code stored} it meets (an operation meets none where none has its key).
     *
     * @param outboxShards the shards the store spreads pending outbox events over
     */
    public static List<ItemChange> changes(ChangeSet set, int outboxShards, Collection<StoredItem> stored) {
        Map<ItemKey, Map<String, AttributeValue>> byKey = new HashMap<>();
        stored.forEach(item -> byKey.put(ItemKey.of(item.attributes()), item.attributes()));
        return new ChangePlanner(new EventCodecs(outboxShards)).plan(set).stream().map(spec -> {
            Map<String, AttributeValue> before = byKey.get(spec.key());
            Map<String, AttributeValue> after = spec.itemAfter(before);
            return new ItemChange(operation(spec.kind()), spec.key().pk(), spec.key().sk(), item(before), item(after));
        }).toList();
    }

    /**
     * What an item going from {@code before} to {@code after} (either may be none) does to its entries in the
     * secondary indexes, in their order, by the rule the store's own write reports follow.
     */
    public static List<IndexChange> indexChanges(Option<StoredItem> before, Option<StoredItem> after) {
        Map<String, SecondaryIndex> indexes = new HashMap<>();
        indexes().forEach(index -> indexes.put(index.name(), index));
        return IndexTransitions.between(before.map(StoredItem::attributes).getOrNull(),
                        after.map(StoredItem::attributes).getOrNull()).stream().map(t -> new IndexChange(
                indexes.get(t.index().name()), t.effect(), t.old().map(IndexTransitions.Entry::pk),
                t.now().map(IndexTransitions.Entry::pk), t.old().map(IndexTransitions.Entry::bytes).getOrElse(0L),
                t.now().map(IndexTransitions.Entry::bytes).getOrElse(0L))).toList();
    }

    public static StoredItem meta(CaseMetadata metadata) {
        return new StoredItem(CaseCodecs.meta(metadata));
    }

    public static StoredItem state(CaseState state) {
        return new StoredItem(CaseCodecs.state(state));
    }

    public static StoredItem task(Task task) {
        return new StoredItem(WorkCodecs.task(task));
    }

    public static StoredItem deadline(Deadline deadline) {
        return new StoredItem(WorkCodecs.deadline(deadline));
    }

    /** The edge in the case's collection (AP07). */
    public static StoredItem caseToParty(CaseParty link) {
        return new StoredItem(PartyCodecs.caseToParty(link));
    }

    public static StoredItem evidence(Evidence evidence) {
        return new StoredItem(RecordCodecs.evidence(evidence));
    }

    public static StoredItem timeline(TimelineEvent event) {
        return new StoredItem(EventCodecs.timeline(event));
    }

    public static StoredItem outbox(OutboxEvent event, int outboxShards) {
        return new StoredItem(new EventCodecs(outboxShards).outbox(event));
    }

    private static Option<StoredItem> item(Map<String, AttributeValue> attributes) {
        return Option.of(attributes).map(StoredItem::new);
    }

    private static String operation(WriteSpec.Kind kind) {
        return switch (kind) {
            case PUT -> "Put";
            case UPDATE -> "Update";
            case DELETE -> "Delete";
            case CHECK -> "ConditionCheck";
        };
    }
}

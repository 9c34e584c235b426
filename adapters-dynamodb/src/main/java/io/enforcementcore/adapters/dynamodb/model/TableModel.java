package io.enforcementcore.adapters.dynamodb.model;

import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.item.PartyCodecs;
import io.enforcementcore.adapters.dynamodb.item.RecordCodecs;
import io.enforcementcore.adapters.dynamodb.item.SchemaUpcasts;
import io.enforcementcore.adapters.dynamodb.item.StoredCommit;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbLeases;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternRegistry;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.CommandRegistry;
import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammarCatalog;
import io.enforcementcore.adapters.dynamodb.table.KeyLimits;
import io.enforcementcore.adapters.dynamodb.table.KeyTemplate;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.Projection;

/**
 * The read-only model of the single table, for the tools that read the design (documents, pricing, the
 * tests that price a workload): the table and its indexes, the key grammar as templates, the access patterns'
 * plans and the commands, the items the store writes for domain records, and what each operation of a planned
 * transaction does to the items it meets. Read from the registries, codecs and planner the store itself runs,
 * so it cannot drift from what the store reads and writes; plain values only cross it.
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
    /** A Number of epoch seconds after which DynamoDB may delete the item. */
    public static final String TIME_TO_LIVE_ATTRIBUTE = TableDefinition.TIME_TO_LIVE_ATTRIBUTE;
    /** The commit id every item put or updated carries, and what it adds to the item's size. */
    public static final String COMMIT_ID_ATTRIBUTE = StoredCommit.ATTRIBUTE;
    public static final int COMMIT_ID_BYTES = StoredCommit.BYTES;
    /** Key attribute limits in UTF-8 bytes, checked before any request. */
    public static final int PARTITION_KEY_MAX_BYTES = KeyLimits.PARTITION_KEY_MAX_BYTES;
    public static final int SORT_KEY_MAX_BYTES = KeyLimits.SORT_KEY_MAX_BYTES;
    /** What separates the parts of a key. */
    public static final String KEY_DELIMITER = KeyTemplate.DELIMITER;
    /** The character just after the delimiter: a bound after every key that starts with a given prefix. */
    public static final String AFTER_DELIMITER = KeyGrammar.AFTER_DELIMITER;
    /** The {@code entityType} of the kinds of item the write reports count apart. */
    public static final String SENTINEL_ENTITY = EntityType.UNIQUE_EXTERNAL_REF.label();
    public static final String FACT_ENTITY = EntityType.TIMELINE_EVENT.label();
    public static final String OUTBOX_ENTITY = EntityType.OUTBOX_EVENT.label();
    public static final String IDEMPOTENCY_ENTITY = EntityType.IDEMPOTENCY_RECORD.label();
    /** What keeps a case's counts, what every item carries, and the record of a command's idempotency key. */
    public static final String CASE_COUNTS = CommandRegistry.CASE_COUNTS;
    public static final String AUDIT_STAMPS = CommandRegistry.AUDIT_STAMPS;
    public static final String IDEMPOTENCY_RECORD = CommandRegistry.IDEMPOTENCY_RECORD;

    private TableModel() {
    }

    /** The partition key, in its index, of the outbox shard {@code shard}'s pending events. */
    public static String pendingOutboxPartition(int shard) {
        return KeyGrammar.outboxPendingPk(shard);
    }

    /**
     * The requests of the fleet's leases, in the order a round of a worker makes them, and the check C13 makes
     * when it marks an event published under its shard's lease. Read from the store's own expressions.
     */
    public static List<LeaseRequest> leaseRequests() {
        String group = KeyGrammar.LEASE_PK.pattern();
        String lease = "`" + group + "` / `" + KeyGrammar.LEASE_SK.pattern() + "`";
        String held = DynamoDbLeases.readable(DynamoDbLeases.HELD_IF);
        String moved = DynamoDbLeases.readable(DynamoDbLeases.MOVE_EXPIRY);
        return List.of(
                new LeaseRequest("beat as a member", "UpdateItem",
                        "`" + group + "` / `" + KeyGrammar.MEMBER_SK.pattern() + "`", "", "SET every attribute"),
                new LeaseRequest("read a group's leases and members", "Query (consistent)",
                        "`" + KeyGrammar.PK + " = " + group + "`", "", ""),
                new LeaseRequest("renew a lease", "UpdateItem", lease, held, moved),
                new LeaseRequest("release a lease (expiry = now)", "UpdateItem", lease, held, moved),
                new LeaseRequest("take a lease", "UpdateItem", lease, DynamoDbLeases.readable(DynamoDbLeases.TAKE_IF),
                        DynamoDbLeases.readable(DynamoDbLeases.TAKE)),
                new LeaseRequest("C13 under the shard's lease", "ConditionCheck in C13's transaction", lease, held, ""));
    }

    /** How the table is billed, as it is created: {@code PAY_PER_REQUEST}. */
    public static String billingMode() {
        return definition().billingModeAsString();
    }

    /** The secondary indexes, in the order of the table definition. */
    public static List<SecondaryIndex> indexes() {
        IndexProjections projections = IndexProjections.byNeed();
        CreateTableRequest request = definition();
        Map<String, Projection> projected = new HashMap<>();
        request.globalSecondaryIndexes().forEach(index -> projected.put(index.indexName(), index.projection()));
        request.localSecondaryIndexes().forEach(index -> projected.put(index.indexName(), index.projection()));
        return Arrays.stream(TableDefinition.Index.values()).map(index -> new SecondaryIndex(index.name(),
                index.partitionKey(), index.sortKey(), index.partitionKey().equals(KeyGrammar.PK),
                projections.describe(index), projected.get(index.name()).projectionTypeAsString(),
                projected.get(index.name()).nonKeyAttributes(), index.purpose())).toList();
    }

    /** The key attributes of the table and its indexes with their types ({@code S}), as the table is created. */
    public static Map<String, String> keyAttributes() {
        Map<String, String> attributes = new LinkedHashMap<>();
        definition().attributeDefinitions()
                .forEach(a -> attributes.put(a.attributeName(), a.attributeTypeAsString()));
        return attributes;
    }

    /** The keys of every entity, in the grammar's order: each entity's primary key, then its index keys. */
    public static List<KeyForm> keyGrammar() {
        Map<String, String> examples = KeyGrammarCatalog.EXAMPLE_VALUES;
        return KeyGrammarCatalog.ENTRIES.stream().flatMap(e -> Stream.concat(
                Stream.of(new KeyForm(e.entity().label(), BASE_TABLE, e.pk().pattern(), e.sk().pattern(), "always",
                        e.serves(), e.pk().fill(examples), e.sk().fill(examples))),
                e.indexes().stream().map(i -> new KeyForm(e.entity().label(), i.index(), i.pk().pattern(),
                        i.sk().pattern(), i.presentWhile(), i.serves(), i.pk().fill(examples),
                        i.sk().fill(examples))))).toList();
    }

    /** The access patterns AP01..AP14, in order. */
    public static List<AccessPattern> accessPatterns() {
        return AccessPatternRegistry.ACCESS_PATTERNS.stream().map(TableModel::pattern).toList();
    }

    /** Every read the store makes outside the migration: the access patterns and the idempotency recall. */
    public static List<AccessPattern> reads() {
        return AccessPatternRegistry.READS.stream().map(TableModel::pattern).toList();
    }

    /** The read {@code id} of {@link #reads()}. */
    public static AccessPattern read(String id) {
        return AccessPatternRegistry.read(id).map(TableModel::pattern)
                .getOrElseThrow(() -> new IllegalArgumentException("no read " + id));
    }

    /** The GetItem or BatchGetItem step of {@code pattern} that asks for exactly these items, as its reader does. */
    public static ReadStep lookupStep(AccessPattern pattern, List<StoredItem> items) {
        List<ItemKey> keys = items.stream().map(item -> new ItemKey(item.pk(), item.sk())).toList();
        return pattern.step(AccessPatternRegistry.read(pattern.id()).get().lookupStep(keys).reads());
    }

    /** The commands C01..C15, in order. */
    public static List<Command> commands() {
        return CommandRegistry.COMMANDS.stream().map(c -> new Command(c.id(), c.name(), c.writes(), c.invariant(),
                c.readsFirst().map(CommandRegistry.ReadFirst::reads), c.readsFirst().map(CommandRegistry.ReadFirst::why),
                CommandRegistry.COPYING_CASE_PROVENANCE.contains(c.id()))).toList();
    }

    /** What each step of the upcast chain changes, by the schema version it starts from. */
    public static SortedMap<Integer, String> schemaChanges() {
        SortedMap<Integer, String> changes = new TreeMap<>();
        SchemaUpcasts.CHAIN.forEach(step -> changes.put(step.from(), step.change()));
        return changes;
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
            return new ItemChange(spec.kind().operation(), spec.key().pk(), spec.key().sk(), item(before), item(after));
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
                indexes.get(t.index().name()), t.effect(), t.old().map(IndexTransitions.IndexItem::pk),
                t.now().map(IndexTransitions.IndexItem::pk), t.old().map(IndexTransitions.IndexItem::bytes).getOrElse(0L),
                t.now().map(IndexTransitions.IndexItem::bytes).getOrElse(0L))).toList();
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

    /** The table as the store creates it; its name is the caller's and changes nothing the model tells. */
    private static CreateTableRequest definition() {
        return IndexProjections.byNeed().table("EnforcementCore").createRequest();
    }

    private static AccessPattern pattern(AccessPatternPlan plan) {
        return new AccessPattern(plan.id(), plan.question(), plan.steps().stream().map(step -> new ReadStep(
                step.reads(), step.operation().wireName(), step.index(), step.partitionKey().pattern(),
                step.keyCondition(), step.direction().label(), step.consistent())).toList(), plan.pageBound(),
                plan.pageBoundNote(), plan.efficiencyNote(), plan.budget().readUnitsPerPage(), plan.budget().p95());
    }

    private static Option<StoredItem> item(Map<String, AttributeValue> attributes) {
        return Option.of(attributes).map(StoredItem::new);
    }
}

package io.enforcementcore.adapters.dynamodb.port;

import io.enforcementcore.adapters.dynamodb.client.Attribution;
import io.enforcementcore.adapters.dynamodb.client.EngineCapacity;
import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.AuditAttributes;
import io.enforcementcore.adapters.dynamodb.item.CurrentSchema;
import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.item.PartyCodecs;
import io.enforcementcore.adapters.dynamodb.item.StoredCommit;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.read.PagePositions;
import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.KeyLimits;
import io.enforcementcore.adapters.dynamodb.write.ItemWrites;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ForMigratingItems.ItemAudit;
import io.enforcementcore.domain.port.ForMigratingItems;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.ItemWrite;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * {@link ForMigratingItems} (C14 and the drift sweep), the one place that scans: a segment of a parallel
 * Scan with a Limit, resumed from an encoded ExclusiveStartKey. Each item that differs from the current schema is
 * rewritten by an UpdateItem conditioned on its {@code updatedAt} (and {@code version}) being what
 * the Scan saw, so live writes are never overwritten; an item changed meanwhile is left for a rerun. Each
 * step answers the read units the table reported for its page.
 */
public final class DynamoDbMigration implements ForMigratingItems {
    private final StorageClient client;
    private final CurrentSchema schema;

    public DynamoDbMigration(StorageClient client, CurrentSchema schema) {
        this.client = client;
        this.schema = schema;
    }

    @Override
    public MigrationStep migrate(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        ScanResponse response = scan(segment, totalSegments, resumeFrom, maxItems);
        int migrated = 0;
        Map<String, Option<Map<String, AttributeValue>>> metas = new HashMap<>();
        for (Map<String, AttributeValue> item : response.items()) {
            Option<Map<String, AttributeValue>> current = withCaseProvenance(item, metas)
                    .map(DynamoDbMigration::withKnownWriters).flatMap(schema::of);
            if (current.isDefined() && !current.get().equals(item) && (sameKey(item, current.get())
                    ? rewrite(item, current.get()) : move(item, current.get()))) {
                migrated++;
            }
        }
        return new MigrationStep(response.count(), migrated, next(response), readCost(response));
    }

    /**
     * The same Scan step as {@link #migrate}; tasks, deadlines and links decoded as their current schema reads
     * them, each at the revision the item as stored tells.
     */
    @Override
    public SnapshotStep snapshots(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        ScanResponse response = scan(segment, totalSegments, resumeFrom, maxItems);
        List<AtRevision<Task>> tasks = new ArrayList<>();
        List<AtRevision<Deadline>> deadlines = new ArrayList<>();
        List<AtRevision<CaseParty>> links = new ArrayList<>();
        for (Map<String, AttributeValue> item : response.items()) {
            Option<EntityType> type = Option.of(item.get(ItemWriter.ENTITY_TYPE))
                    .flatMap(label -> EntityType.ofLabel(label.s()));
            Option<Map<String, AttributeValue>> current = schema.of(item);
            if (type.contains(EntityType.TASK) && current.isDefined()) {
                tasks.add(new AtRevision<>(WorkCodecs.task(current.get()), StoredCommit.revision(item)));
            } else if (type.contains(EntityType.DEADLINE) && current.isDefined()) {
                deadlines.add(new AtRevision<>(WorkCodecs.deadline(current.get()), StoredCommit.revision(item)));
            } else if (type.contains(EntityType.CASE_PARTY) && current.isDefined()
                    && item.containsKey(AuditAttributes.CLASSIFICATION)) {
                // an edge that does not say its case's classification yet cannot name its twin's key: it is
                // repaired once the backfill has stored the classification on it
                links.add(new AtRevision<>(PartyCodecs.edge(current.get()), StoredCommit.revision(item)));
            }
        }
        return new SnapshotStep(response.count(), tasks, deadlines, links, next(response), readCost(response));
    }

    /** The same Scan step as {@link #migrate}; each item's audit stamp as stored, none unless complete. */
    @Override
    public AuditStep audits(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        ScanResponse response = scan(segment, totalSegments, resumeFrom, maxItems);
        List<ItemAudit> audits = new ArrayList<>();
        for (Map<String, AttributeValue> item : response.items()) {
            ItemKey key = ItemKey.of(item);
            audits.add(new ItemAudit(key.pk(), key.sk(), AuditAttributes.read(item)));
        }
        return new AuditStep(response.count(), audits, next(response));
    }

    /**
     * A position this walk hands out is a Scan's LastEvaluatedKey on the table: exactly its partition and sort
     * key, each within DynamoDB's size for a key attribute, so the Scan takes it as an ExclusiveStartKey. Which
     * segment a key hashes to is DynamoDB's own: a key of another segment is DynamoDB's to refuse.
     */
    @Override
    public Option<PositionRefused> checkPosition(int segment, int totalSegments, String position) {
        Map<String, AttributeValue> key;
        try {
            key = PagePositions.decode(position);
        } catch (PagePositions.InvalidPagePosition notAPosition) {
            return Option.some(new PositionRefused("it is not a position this store's walk hands out"));
        }
        if (!key.keySet().equals(Set.of(KeyGrammar.PK, KeyGrammar.SK))) {
            return Option.some(new PositionRefused("it is not a position in the table's key"));
        }
        boolean fits = fits(key.get(KeyGrammar.PK), KeyLimits.PARTITION_KEY_MAX_BYTES) && fits(key.get(KeyGrammar.SK),
                KeyLimits.SORT_KEY_MAX_BYTES);
        return fits ? Option.none()
                : Option.some(new PositionRefused("it names a key no item of this table can have"));
    }

    private static boolean fits(AttributeValue keyPart, int maxBytes) {
        int bytes = keyPart.s().getBytes(StandardCharsets.UTF_8).length;
        return bytes > 0 && bytes <= maxBytes;
    }

    private ScanResponse scan(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        if (totalSegments < 1 || segment < 0 || segment >= totalSegments || maxItems < 1) {
            throw new IllegalArgumentException("segment " + segment + " of " + totalSegments + ", maxItems "
                    + maxItems + " is not a valid migration step");
        }
        // eventually consistent, at half the price: every rewrite is conditioned on the item being unchanged
        // since it was read, so a stale read can only skip an item, which the next run picks up
        ScanRequest.Builder request = ScanRequest.builder().segment(segment).totalSegments(totalSegments)
                .limit(maxItems).consistentRead(false);
        resumeFrom.forEach(position -> request.exclusiveStartKey(PagePositions.decode(position)));
        return client.scan(Attribution.MIGRATION, request);
    }

    /**
     * The read units the table says the page consumed (its ConsumedCapacity, asked for on every Scan): what a
     * job's read limit must hold to, being what the table charges against its capacity. An engine that
     * answers without a figure is taken at DynamoDB's price for the items returned, read eventually.
     */
    private static double readCost(ScanResponse response) {
        double reported = EngineCapacity.of(response.consumedCapacity());
        return Double.isNaN(reported)
                ? CapacityUnits.queryRead(response.items().stream().mapToLong(ItemSize::of).sum(), false) : reported;
    }

    private static Option<String> next(ScanResponse response) {
        return StorageClient.lastKey(response.hasLastEvaluatedKey(), response.lastEvaluatedKey())
                .map(PagePositions::encode);
    }

    /**
     * A STATE, task, deadline or link edge stored before it carried its case's classification, or a task or deadline
     * stored before it carried its case's owner, takes META's, which never change after C01: the upcast alone would
     * read CONFIDENTIAL and an unknown owner, and storing those would hide the case for good from those cleared for
     * it. Without META to copy from, the item is left for a person to look at. Any other item of a case stored
     * before items were stamped takes META's owner and classification as its stamp the same way. A step reads
     * each case's META once.
     */
    private Option<Map<String, AttributeValue>> withCaseProvenance(Map<String, AttributeValue> item,
                                                                   Map<String, Option<Map<String, AttributeValue>>> metas) {
        List<String> missing = new ArrayList<>();
        if (!item.containsKey(AuditAttributes.CLASSIFICATION)) {
            missing.add(AuditAttributes.CLASSIFICATION);
        }
        if (!item.containsKey(AuditAttributes.OWNER_ORG_ID)) {
            missing.add(AuditAttributes.OWNER_ORG_ID);
        }
        if (missing.isEmpty() || !item.containsKey("caseId")) {
            return Option.some(item);
        }
        return metas.computeIfAbsent(item.get("caseId").s(),
                        caseId -> client.get(Attribution.MIGRATION, KeyGrammar.caseMeta(new CaseId(caseId))))
                .filter(meta -> missing.stream().allMatch(meta::containsKey))
                .map(meta -> {
                    Map<String, AttributeValue> completed = new HashMap<>(item);
                    missing.forEach(attribute -> completed.put(attribute, meta.get(attribute)));
                    return completed;
                });
    }

    /** Who wrote an item stored before items named their writers is not known, and is stamped as such. */
    private static Map<String, AttributeValue> withKnownWriters(Map<String, AttributeValue> item) {
        if (item.containsKey(AuditAttributes.CREATED_BY) && item.containsKey(AuditAttributes.UPDATED_BY)) {
            return item;
        }
        Map<String, AttributeValue> stamped = new HashMap<>(item);
        AttributeValue unknown = AuditAttributes.actor(Audit.UNKNOWN_ACTOR);
        stamped.putIfAbsent(AuditAttributes.CREATED_BY, unknown);
        stamped.putIfAbsent(AuditAttributes.UPDATED_BY, unknown);
        return stamped;
    }

    /**
     * An item whose key the current schema changed (a party's edge, keyed under its case's classification
     * since schema 4): the old item deleted, if unchanged since the Scan, and the current one put where nothing
     * is yet, in one transaction, so the link is never listed twice or lost.
     */
    private boolean move(Map<String, AttributeValue> seen, Map<String, AttributeValue> current) {
        Map<String, String> names = new HashMap<>(Map.of("#updatedAt", AuditAttributes.UPDATED_AT));
        Map<String, AttributeValue> values = new HashMap<>();
        String unchanged = "attribute_not_exists(#updatedAt)";
        if (seen.containsKey(AuditAttributes.UPDATED_AT)) {
            values.put(":seenUpdatedAt", seen.get(AuditAttributes.UPDATED_AT));
            unchanged = "#updatedAt = :seenUpdatedAt";
        }
        Delete.Builder delete = Delete.builder().tableName(client.table()).key(ItemKey.of(seen).asMap())
                .conditionExpression(unchanged).expressionAttributeNames(names)
                .expressionAttributeValues(values.isEmpty() ? null : values);
        Put put = Put.builder().tableName(client.table()).item(current)
                .conditionExpression("attribute_not_exists(#pk)")
                .expressionAttributeNames(Map.of("#pk", KeyGrammar.PK)).build();
        TransactWriteItemsRequest.Builder request = TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().delete(delete.build()).build(), TransactWriteItem.builder().put(put).build());
        List<ItemWrite> writes = List.of(moved("Delete", seen, null), moved("Put", null, current));
        try {
            client.transactWrite(Attribution.MIGRATION, request, 2, writes.stream().mapToLong(ItemWrite::bytes).sum(),
                    writes.stream().mapToDouble(ItemWrite::capacityUnits).sum(), false);
            client.reportItemWrites(writes);
            return true;
        } catch (TransactionCanceledException changedMeanwhile) {
            return false;
        }
    }

    private static boolean sameKey(Map<String, AttributeValue> seen, Map<String, AttributeValue> current) {
        return ItemKey.of(seen).equals(ItemKey.of(current));
    }

    private static ItemWrite moved(String operation, Map<String, AttributeValue> before,
                                   Map<String, AttributeValue> after) {
        Map<String, AttributeValue> item = after != null ? after : before;
        long bytes = ItemSize.of(item);
        return new ItemWrite(Attribution.MIGRATION, operation, item.get(ItemWriter.ENTITY_TYPE).s(), bytes,
                CapacityUnits.transactionalWrite(bytes), ItemWrites.between(before, after));
    }

    private boolean rewrite(Map<String, AttributeValue> seen, Map<String, AttributeValue> current) {
        Map<String, String> names = new HashMap<>();
        Map<String, AttributeValue> values = new HashMap<>();
        List<String> sets = new ArrayList<>();
        List<String> removes = new ArrayList<>();
        int n = 0;
        for (Map.Entry<String, AttributeValue> attribute : current.entrySet()) {
            if (!attribute.getValue().equals(seen.get(attribute.getKey()))) {
                n++;
                names.put("#a" + n, attribute.getKey());
                values.put(":a" + n, attribute.getValue());
                sets.add("#a" + n + " = :a" + n);
            }
        }
        for (String attribute : seen.keySet()) {
            if (!current.containsKey(attribute)) {
                n++;
                names.put("#a" + n, attribute);
                removes.add("#a" + n);
            }
        }
        names.put("#updatedAt", AuditAttributes.UPDATED_AT);
        String condition;
        if (seen.containsKey(AuditAttributes.UPDATED_AT)) {
            values.put(":seenUpdatedAt", seen.get(AuditAttributes.UPDATED_AT));
            condition = "#updatedAt = :seenUpdatedAt";
        } else {
            condition = "attribute_not_exists(#updatedAt)";
        }
        if (seen.containsKey(ItemWriter.VERSION)) {
            names.put("#version", ItemWriter.VERSION);
            values.put(":seenVersion", seen.get(ItemWriter.VERSION));
            condition += " AND #version = :seenVersion";
        }
        String update = (sets.isEmpty() ? "" : "SET " + String.join(", ", sets))
                + (removes.isEmpty() ? "" : (sets.isEmpty() ? "" : " ") + "REMOVE " + String.join(", ", removes));
        UpdateItemRequest.Builder request = UpdateItemRequest.builder().key(ItemKey.of(seen).asMap())
                .updateExpression(update).conditionExpression(condition)
                .expressionAttributeNames(names).expressionAttributeValues(values.isEmpty() ? null : values);
        try {
            client.update(Attribution.MIGRATION, request, Math.max(ItemSize.of(seen), ItemSize.of(current)));
            client.reportItemWrites(List.of(ItemWrites.update(Attribution.MIGRATION, seen, current)));
            return true;
        } catch (ConditionalCheckFailedException changedMeanwhile) {
            return false;
        }
    }
}

package io.enforcementcore.adapters.dynamodb.port;

import io.enforcementcore.adapters.dynamodb.client.Attribution;
import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.CurrentSchema;
import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.item.PartyCodecs;
import io.enforcementcore.adapters.dynamodb.item.SchemaUpcasts;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.read.PagePositions;
import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.write.ItemWrites;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ForMigratingItems;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * {@link ForMigratingItems} (C14 and the drift sweep), the one place that scans: a segment of a parallel
 * Scan with a Limit, resumed from an encoded ExclusiveStartKey. Each item that differs from the current schema is
 * rewritten by an UpdateItem conditioned on its {@code updatedAt} (and {@code version}) being what
 * the Scan saw, so live writes are never overwritten; an item changed meanwhile is left for a rerun.
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
        for (Map<String, AttributeValue> item : response.items()) {
            Option<Map<String, AttributeValue>> current = withCaseClassification(item).flatMap(schema::of);
            if (current.isDefined() && !current.get().equals(item) && rewrite(item, current.get())) {
                migrated++;
            }
        }
        return new MigrationStep(response.count(), migrated, next(response));
    }

    /** The same Scan step as {@link #migrate}; tasks and deadlines decoded as their current schema reads them. */
    @Override
    public SnapshotStep snapshots(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        ScanResponse response = scan(segment, totalSegments, resumeFrom, maxItems);
        List<Task> tasks = new ArrayList<>();
        List<Deadline> deadlines = new ArrayList<>();
        List<CaseParty> links = new ArrayList<>();
        for (Map<String, AttributeValue> item : response.items()) {
            Option<EntityType> type = Option.of(item.get(ItemWriter.ENTITY_TYPE))
                    .flatMap(label -> EntityType.ofLabel(label.s()));
            Option<Map<String, AttributeValue>> current = schema.of(item);
            if (type.contains(EntityType.TASK) && current.isDefined()) {
                tasks.add(WorkCodecs.task(current.get()));
            } else if (type.contains(EntityType.DEADLINE) && current.isDefined()) {
                deadlines.add(WorkCodecs.deadline(current.get()));
            } else if (type.contains(EntityType.CASE_PARTY) && current.isDefined()) {
                links.add(PartyCodecs.edge(current.get()));
            }
        }
        return new SnapshotStep(response.count(), tasks, deadlines, links, next(response));
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

    private static Option<String> next(ScanResponse response) {
        return StorageClient.lastKey(response.hasLastEvaluatedKey(), response.lastEvaluatedKey())
                .map(PagePositions::encode);
    }

    /**
     * A STATE, task or deadline stored before it carried its case's classification takes META's, which never changes after
     * C01: the upcast alone would read it as CONFIDENTIAL, and storing that would hide the case for good from
     * those cleared for it. Without META to copy from, the STATE is left for a person to look at.
     */
    private Option<Map<String, AttributeValue>> withCaseClassification(Map<String, AttributeValue> item) {
        AttributeValue type = item.get(ItemWriter.ENTITY_TYPE);
        if (type == null || !SchemaUpcasts.CLASSIFIED.contains(type.s())
                || item.containsKey(ItemWriter.CLASSIFICATION) || !item.containsKey("caseId")) {
            return Option.some(item);
        }
        return client.get(Attribution.MIGRATION, KeyGrammar.caseMeta(new CaseId(item.get("caseId").s())))
                .flatMap(meta -> Option.of(meta.get(ItemWriter.CLASSIFICATION)))
                .map(classification -> {
                    Map<String, AttributeValue> classified = new HashMap<>(item);
                    classified.put(ItemWriter.CLASSIFICATION, classification);
                    return classified;
                });
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
        names.put("#updatedAt", ItemWriter.UPDATED_AT);
        String condition;
        if (seen.containsKey(ItemWriter.UPDATED_AT)) {
            values.put(":seenUpdatedAt", seen.get(ItemWriter.UPDATED_AT));
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

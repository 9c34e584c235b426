package io.enforcementcore.design.ops;

import static io.enforcementcore.design.ops.Tree.map;
import static io.enforcementcore.design.ops.Tree.ref;

import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import java.util.List;
import java.util.Map;

/**
 * The table resource, translated from the adapter's table model, which reads the request the store creates its
 * table with, so that the template and the code that creates tables in tests cannot disagree on keys, indexes
 * or projections. What a create request does not say is the operator's: time to live on
 * {@link TableModel#TIME_TO_LIVE_ATTRIBUTE}, point-in-time recovery, deletion protection,
 * encryption with the account's DynamoDB key, and a table that outlives its stack.
 */
final class TableResource {
    static final String LOGICAL_ID = "Table";
    private static final String ON_DEMAND = "PAY_PER_REQUEST";

    private TableResource() {
    }

    static Map<String, Object> of(String tableNameParameter) {
        if (!TableModel.billingMode().equals(ON_DEMAND)) {
            // capacity alarms and budgets below assume on-demand billing; a provisioned table needs other ones
            throw new IllegalStateException("the ops template describes on-demand tables only, not "
                    + TableModel.billingMode());
        }
        Map<String, Object> properties = map(
                "TableName", ref(tableNameParameter),
                "BillingMode", TableModel.billingMode(),
                "AttributeDefinitions", TableModel.keyAttributes().entrySet().stream()
                        .map(a -> map("AttributeName", a.getKey(), "AttributeType", a.getValue())).toList(),
                "KeySchema", keys(TableModel.PARTITION_KEY, TableModel.SORT_KEY),
                "GlobalSecondaryIndexes", TableModel.indexes().stream().filter(index -> !index.local())
                        .map(TableResource::index).toList(),
                "LocalSecondaryIndexes", TableModel.indexes().stream().filter(SecondaryIndex::local)
                        .map(TableResource::index).toList(),
                "TimeToLiveSpecification", map(
                        "AttributeName", TableModel.TIME_TO_LIVE_ATTRIBUTE,
                        "Enabled", true),
                "PointInTimeRecoverySpecification", map("PointInTimeRecoveryEnabled", true),
                "DeletionProtectionEnabled", true,
                "SSESpecification", map("SSEEnabled", true, "SSEType", "KMS"));
        return map(
                "Type", "AWS::DynamoDB::Table",
                "DeletionPolicy", "Retain",
                "UpdateReplacePolicy", "Retain",
                "Properties", properties);
    }

    private static List<Map<String, Object>> keys(String partitionKey, String sortKey) {
        return List.of(map("AttributeName", partitionKey, "KeyType", "HASH"),
                map("AttributeName", sortKey, "KeyType", "RANGE"));
    }

    private static Map<String, Object> index(SecondaryIndex index) {
        Map<String, Object> projected = map("ProjectionType", index.projectionType());
        if (!index.nonKeyAttributes().isEmpty()) {
            projected.put("NonKeyAttributes", index.nonKeyAttributes());
        }
        return map("IndexName", index.name(), "KeySchema", keys(index.partitionKey(), index.sortKey()),
                "Projection", projected);
    }
}

package io.enforcementcore.design.ops;

import static io.enforcementcore.design.ops.Tree.map;
import static io.enforcementcore.design.ops.Tree.ref;

import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;

/**
 * The table resource, translated from the adapter's own {@link TableDefinition#createRequest()} so that the
 * template and the code that creates tables in tests cannot disagree on keys, indexes or projections.
 * What a create request does not say is the operator's: time to live on
 * {@link TableDefinition#TIME_TO_LIVE_ATTRIBUTE}, point-in-time recovery, deletion protection,
 * encryption with the account's DynamoDB key, and a table that outlives its stack.
 */
final class TableResource {
    static final String LOGICAL_ID = "Table";

    private TableResource() {
    }

    static Map<String, Object> of(CreateTableRequest request, String tableNameParameter) {
        if (request.billingMode() != BillingMode.PAY_PER_REQUEST) {
            // capacity alarms and budgets below assume on-demand billing; a provisioned table needs other ones
            throw new IllegalStateException("the ops template describes on-demand tables only, not "
                    + request.billingModeAsString());
        }
        Map<String, Object> properties = map(
                "TableName", ref(tableNameParameter),
                "BillingMode", request.billingModeAsString(),
                "AttributeDefinitions", request.attributeDefinitions().stream().map(TableResource::attribute).toList(),
                "KeySchema", keys(request.keySchema()),
                "GlobalSecondaryIndexes", request.globalSecondaryIndexes().stream()
                        .map(index -> index(index.indexName(), index.keySchema(), index.projection())).toList(),
                "LocalSecondaryIndexes", request.localSecondaryIndexes().stream()
                        .map(index -> index(index.indexName(), index.keySchema(), index.projection())).toList(),
                "TimeToLiveSpecification", map(
                        "AttributeName", TableDefinition.TIME_TO_LIVE_ATTRIBUTE,
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

    private static Map<String, Object> attribute(AttributeDefinition attribute) {
        return map("AttributeName", attribute.attributeName(), "AttributeType", attribute.attributeTypeAsString());
    }

    private static List<Map<String, Object>> keys(List<KeySchemaElement> keys) {
        return keys.stream().map(key -> map("AttributeName", key.attributeName(), "KeyType", key.keyTypeAsString()))
                .toList();
    }

    private static Map<String, Object> index(String name, List<KeySchemaElement> keys, Projection projection) {
        Map<String, Object> projected = map("ProjectionType", projection.projectionTypeAsString());
        if (projection.hasNonKeyAttributes()) {
            projected.put("NonKeyAttributes", projection.nonKeyAttributes());
        }
        return map("IndexName", name, "KeySchema", keys(keys), "Projection", projected);
    }
}

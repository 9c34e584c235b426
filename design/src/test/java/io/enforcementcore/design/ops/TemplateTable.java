package io.enforcementcore.design.ops;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;

/** Where a template's table resource, as a YAML reader sees it, says something else than a create request. */
final class TemplateTable {
    private TemplateTable() {
    }

    @SuppressWarnings("unchecked")
    static List<String> differences(Map<String, Object> properties, CreateTableRequest request) {
        List<String> differences = new ArrayList<>();
        same(differences, "BillingMode", properties.get("BillingMode"), request.billingModeAsString());
        same(differences, "AttributeDefinitions", properties.get("AttributeDefinitions"),
                request.attributeDefinitions().stream().map(attribute -> Map.of(
                        "AttributeName", attribute.attributeName(),
                        "AttributeType", attribute.attributeTypeAsString())).toList());
        same(differences, "KeySchema", properties.get("KeySchema"), keys(request.keySchema()));
        same(differences, "GlobalSecondaryIndexes", properties.getOrDefault("GlobalSecondaryIndexes", List.of()),
                request.globalSecondaryIndexes().stream()
                        .map(index -> index(index.indexName(), index.keySchema(), index.projection())).toList());
        same(differences, "LocalSecondaryIndexes", properties.getOrDefault("LocalSecondaryIndexes", List.of()),
                request.localSecondaryIndexes().stream()
                        .map(index -> index(index.indexName(), index.keySchema(), index.projection())).toList());
        return differences;
    }

    private static void same(List<String> differences, String property, Object inTemplate, Object inCode) {
        if (!Objects.equals(inTemplate, inCode)) {
            differences.add(property + ": the template has " + inTemplate + ", the table definition " + inCode);
        }
    }

    private static List<Map<String, String>> keys(List<KeySchemaElement> keys) {
        return keys.stream().map(key -> Map.of("AttributeName", key.attributeName(), "KeyType", key.keyTypeAsString()))
                .toList();
    }

    private static Map<String, Object> index(String name, List<KeySchemaElement> keys, Projection projection) {
        Map<String, Object> projected = projection.hasNonKeyAttributes()
                ? Map.of("ProjectionType", projection.projectionTypeAsString(),
                        "NonKeyAttributes", projection.nonKeyAttributes())
                : Map.of("ProjectionType", projection.projectionTypeAsString());
        return Map.of("IndexName", name, "KeySchema", keys(keys), "Projection", projected);
    }
}

package io.enforcementcore.design.ops;

import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Where a template's table resource, as a YAML reader sees it, says something else than the table model, which
 * reads the request the store creates its table with.
 */
final class TemplateTable {
    private TemplateTable() {
    }

    /** The differences from the table the store creates, were its indexes {@code indexes}. */
    static List<String> differences(Map<String, Object> properties, List<SecondaryIndex> indexes) {
        List<String> differences = new ArrayList<>();
        same(differences, "BillingMode", properties.get("BillingMode"), TableModel.billingMode());
        same(differences, "AttributeDefinitions", properties.get("AttributeDefinitions"),
                TableModel.keyAttributes().entrySet().stream().map(attribute -> Map.of(
                        "AttributeName", attribute.getKey(), "AttributeType", attribute.getValue())).toList());
        same(differences, "KeySchema", properties.get("KeySchema"),
                keys(TableModel.PARTITION_KEY, TableModel.SORT_KEY));
        same(differences, "GlobalSecondaryIndexes", properties.getOrDefault("GlobalSecondaryIndexes", List.of()),
                indexes.stream().filter(index -> !index.local()).map(TemplateTable::index).toList());
        same(differences, "LocalSecondaryIndexes", properties.getOrDefault("LocalSecondaryIndexes", List.of()),
                indexes.stream().filter(SecondaryIndex::local).map(TemplateTable::index).toList());
        return differences;
    }

    private static void same(List<String> differences, String property, Object inTemplate, Object inCode) {
        if (!Objects.equals(inTemplate, inCode)) {
            differences.add(property + ": the template has " + inTemplate + ", the table definition " + inCode);
        }
    }

    private static List<Map<String, String>> keys(String partitionKey, String sortKey) {
        return List.of(Map.of("AttributeName", partitionKey, "KeyType", "HASH"),
                Map.of("AttributeName", sortKey, "KeyType", "RANGE"));
    }

    private static Map<String, Object> index(SecondaryIndex index) {
        Map<String, Object> projected = index.nonKeyAttributes().isEmpty()
                ? Map.of("ProjectionType", index.projectionType())
                : Map.of("ProjectionType", index.projectionType(), "NonKeyAttributes", index.nonKeyAttributes());
        return Map.of("IndexName", index.name(), "KeySchema", keys(index.partitionKey(), index.sortKey()),
                "Projection", projected);
    }
}

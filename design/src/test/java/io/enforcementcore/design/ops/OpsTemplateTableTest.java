package io.enforcementcore.design.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The committed template's table, read back by a YAML parser, is the table the store creates ({@link TableModel}):
 * the same keys, attributes, indexes and projections, plus what only an operator's table has.
 */
class OpsTemplateTableTest {
    private final Map<String, Object> table = committedTable();

    @Test
    void the_committed_templates_table_has_the_keys_indexes_and_projections_of_the_table_definition() {
        assertEquals(List.of(), TemplateTable.differences(properties(), TableModel.indexes()));
    }

    @Test
    void a_table_definition_with_another_index_or_projection_would_differ_from_the_template() {
        List<SecondaryIndex> defined = TableModel.indexes();
        SecondaryIndex second = defined.get(1);
        SecondaryIndex keysOnly = new SecondaryIndex(second.name(), second.partitionKey(), second.sortKey(),
                second.local(), "projection KEYS_ONLY", "KEYS_ONLY", List.of(), second.purpose());
        List<SecondaryIndex> changed = List.of(defined.get(0), keysOnly, defined.get(2));

        List<String> differences = TemplateTable.differences(properties(), changed);

        assertEquals(1, differences.size(), differences.toString());
        assertTrue(differences.get(0).startsWith("GlobalSecondaryIndexes:"), differences.get(0));
    }

    @Test
    void the_table_expires_items_on_the_time_to_live_attribute_the_library_writes() {
        assertEquals(Map.of("AttributeName", TableModel.TIME_TO_LIVE_ATTRIBUTE, "Enabled", true),
                properties().get("TimeToLiveSpecification"));
    }

    @Test
    void the_table_is_recoverable_protected_encrypted_and_outlives_its_stack() {
        assertEquals(Map.of("PointInTimeRecoveryEnabled", true), properties().get("PointInTimeRecoverySpecification"));
        assertEquals(true, properties().get("DeletionProtectionEnabled"));
        assertEquals(true, ((Map<?, ?>) properties().get("SSESpecification")).get("SSEEnabled"));
        assertEquals("Retain", table.get("DeletionPolicy"));
        assertEquals("Retain", table.get("UpdateReplacePolicy"));
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> properties() {
        return (Map<String, Object>) table.get("Properties");
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> committedTemplate() {
        try {
            String text = Files.readString(CfnLint.checkoutRoot().resolve("docs/ops/enforcementcore-table.yaml"),
                    StandardCharsets.UTF_8);
            return new Yaml().load(text);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> committedTable() {
        return (Map<String, Object>) ((Map<String, Object>) committedTemplate().get("Resources"))
                .get(TableResource.LOGICAL_ID);
    }
}

package io.enforcementcore.design.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * The committed template's table, read back by a YAML parser, is the table {@link TableDefinition} creates:
 * the same keys, attributes, indexes and projections, plus what only an operator's table has.
 */
class OpsTemplateTableTest {
    private static final String TABLE = "EnforcementCore";
    private final Map<String, Object> table = committedTable();

    @Test
    void the_committed_templates_table_has_the_keys_indexes_and_projections_of_the_table_definition() {
        assertEquals(List.of(), TemplateTable.differences(properties(),
                IndexProjections.byNeed().table(TABLE).createRequest()));
    }

    @Test
    void a_table_definition_with_another_index_or_projection_would_differ_from_the_template() {
        CreateTableRequest defined = IndexProjections.byNeed().table(TABLE).createRequest();
        GlobalSecondaryIndex keysOnly = defined.globalSecondaryIndexes().get(1).toBuilder()
                .projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()).build();
        CreateTableRequest changed = defined.toBuilder()
                .globalSecondaryIndexes(defined.globalSecondaryIndexes().get(0), keysOnly).build();

        List<String> differences = TemplateTable.differences(properties(), changed);

        assertEquals(1, differences.size(), differences.toString());
        assertTrue(differences.get(0).startsWith("GlobalSecondaryIndexes:"), differences.get(0));
    }

    @Test
    void the_table_expires_items_on_the_time_to_live_attribute_the_library_writes() {
        assertEquals(Map.of("AttributeName", TableDefinition.TIME_TO_LIVE_ATTRIBUTE, "Enabled", true),
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

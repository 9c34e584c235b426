package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.metering.ForObservingStorage;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

class TableDefinitionTest {
    private final String table = DynamoDbTestEngine.uniqueTableName("table-definition");
    private final DynamoDbStorage storage = DynamoDbTestStores.storage(table, ForObservingStorage.NONE);

    @AfterEach
    void dropTable() {
        storage.close();
        DynamoDbTestStores.dropTable(table);
    }

    @Test
    void creates_the_table_once_however_often_asked_and_waits_until_it_is_active() {
        storage.createTableIfMissing();
        storage.createTableIfMissing();

        assertEquals(TableStatus.ACTIVE, describe().tableStatus());
    }

    @Test
    void has_string_keys_two_sparse_gsis_and_one_lsi_each_projecting_what_its_views_decode_billed_per_request() {
        storage.createTableIfMissing();
        TableDescription description = describe();

        assertEquals("PAY_PER_REQUEST", description.billingModeSummary().billingModeAsString());
        assertEquals(List.of("PK", "SK"), description.keySchema().stream().map(k -> k.attributeName()).toList());
        Map<String, List<String>> gsis = description.globalSecondaryIndexes().stream().collect(Collectors.toMap(
                i -> i.indexName(), i -> i.keySchema().stream().map(k -> k.attributeName()).toList()));
        assertEquals(Map.of("GSI1", List.of("GSI1PK", "GSI1SK"), "GSI2", List.of("GSI2PK", "GSI2SK")), gsis);
        assertEquals(List.of("PK", "LSI1SK"), description.localSecondaryIndexes().get(0).keySchema().stream()
                .map(k -> k.attributeName()).toList());
        Map<TableDefinition.Index, List<String>> byNeed = IndexProjections.byNeed().nonKeyAttributes();
        description.globalSecondaryIndexes().forEach(i -> assertEquals(
                Projection.builder().projectionType(ProjectionType.INCLUDE)
                        .nonKeyAttributes(byNeed.get(TableDefinition.Index.valueOf(i.indexName()))).build(),
                i.projection(), i.indexName()));
        assertEquals(Projection.builder().projectionType(ProjectionType.INCLUDE)
                        .nonKeyAttributes(byNeed.get(TableDefinition.Index.LSI1)).build(),
                description.localSecondaryIndexes().get(0).projection());
    }

    private TableDescription describe() {
        return storage.client().describeTable(DescribeTableRequest.builder().tableName(table).build()).table();
    }
}

package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage.TableCheck;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage.TableCheck.Difference;
import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.port.StoreMisconfigured;
import io.enforcementcore.metering.ForObservingStorage;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * The live table against the design: each table here is made with the raw client as the design makes it but
 * for one change, and the check must name that change and nothing else.
 */
class TableCheckTest {
    private static final String GSI1_KEYS = "partition GSI1PK (S), sort GSI1SK (S)";

    private final String table = DynamoDbTestEngine.uniqueTableName("table-check");
    private final DynamoDbStorage storage = DynamoDbTestStores.storage(table, ForObservingStorage.NONE);

    @AfterEach
    void dropTable() {
        storage.close();
        DynamoDbTestStores.dropTable(table);
    }

    @Test
    void a_table_the_store_created_matches_its_design() {
        storage.createTableIfMissing();

        TableCheck check = storage.verifyTable();

        assertTrue(check.matches(), check.describe());
        assertEquals(List.of(), check.differences());
        assertEquals(table, check.table());
    }

    @Test
    void a_table_whose_indexes_project_everything_matches_a_store_built_for_it_and_no_other() {
        String projectingAll = DynamoDbTestStores.freshTableProjectingAll();
        try (DynamoDbStorage builtForIt = DynamoDbStorage.connect(DynamoDbTestStores.settings(projectingAll),
                ForObservingStorage.NONE, override -> { }, Retrier.standard(), IndexProjections.ALL);
             DynamoDbStorage builtByNeed = DynamoDbTestStores.storage(projectingAll, ForObservingStorage.NONE)) {

            assertTrue(builtForIt.verifyTable().matches(), builtForIt.verifyTable().describe());
            assertEquals(List.of("index GSI1 projection", "index GSI2 projection", "index LSI1 projection"),
                    whats(builtByNeed.verifyTable()));
            assertTrue(builtByNeed.verifyTable().differences().stream().allMatch(d -> d.found().equals("ALL")));
        } finally {
            DynamoDbTestStores.dropTable(projectingAll);
        }
    }

    @Test
    void a_key_attribute_of_another_type_is_named_with_both_types() {
        createWithTimeToLive(design -> design.attributeDefinitions(Stream.concat(
                Stream.of(AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.N)
                        .build()),
                designed().attributeDefinitions().stream().filter(a -> !a.attributeName().equals("PK"))).toList()));

        TableCheck check = storage.verifyTable();

        assertEquals(List.of("table keys", "index LSI1 keys"), whats(check));
        assertEquals(new Difference("table keys", "partition PK (S), sort SK (S)", "partition PK (N), sort SK (S)"),
                check.differences().get(0));
    }

    @Test
    void a_missing_index_is_named_with_what_the_design_has_it_be() {
        createWithTimeToLive(design -> design.globalSecondaryIndexes(designed().globalSecondaryIndexes().get(0)));

        TableCheck check = storage.verifyTable();

        assertEquals(List.of("index GSI2"), whats(check));
        Difference missing = check.differences().get(0);
        assertTrue(missing.expected().startsWith("global index on partition GSI2PK (S), sort GSI2SK (S), projection "
                + "INCLUDE "), missing.expected());
        assertEquals("none", missing.found());
    }

    @Test
    void an_index_on_other_keys_is_named_with_both_key_schemas() {
        createWithTimeToLive(design -> design.globalSecondaryIndexes(
                gsi1(index -> index.keySchema(key("GSI1PK", KeyType.HASH))),
                designed().globalSecondaryIndexes().get(1)));

        TableCheck check = storage.verifyTable();

        assertEquals(List.of(new Difference("index GSI1 keys", GSI1_KEYS, "partition GSI1PK (S)")),
                check.differences());
    }

    @Test
    void an_index_projecting_another_type_is_named_with_both_projections() {
        createWithTimeToLive(design -> design.globalSecondaryIndexes(
                gsi1(index -> index.projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build())),
                designed().globalSecondaryIndexes().get(1)));

        TableCheck check = storage.verifyTable();

        assertEquals(List.of("index GSI1 projection"), whats(check));
        assertTrue(check.differences().get(0).expected().startsWith("INCLUDE "), check.describe());
        assertEquals("KEYS_ONLY", check.differences().get(0).found());
    }

    @Test
    void an_index_projecting_other_attributes_is_named_with_both_lists() {
        List<String> designedAttributes = designed().globalSecondaryIndexes().get(0).projection().nonKeyAttributes();
        List<String> oneLess = designedAttributes.subList(1, designedAttributes.size());
        createWithTimeToLive(design -> design.globalSecondaryIndexes(
                gsi1(index -> index.projection(Projection.builder().projectionType(ProjectionType.INCLUDE)
                        .nonKeyAttributes(oneLess).build())),
                designed().globalSecondaryIndexes().get(1)));

        TableCheck check = storage.verifyTable();

        assertEquals(List.of("index GSI1 projection"), whats(check));
        assertTrue(check.differences().get(0).expected().contains(designedAttributes.get(0)), check.describe());
        assertFalse(check.differences().get(0).found().contains(designedAttributes.get(0)), check.describe());
    }

    @Test
    void an_extra_index_is_named_with_what_the_table_has_it_be() {
        createWithTimeToLive(design -> design.globalSecondaryIndexes(Stream.concat(
                designed().globalSecondaryIndexes().stream(),
                Stream.of(gsi1(index -> index.indexName("GSI9")))).toList()));

        TableCheck check = storage.verifyTable();

        assertEquals(List.of(new Difference("index GSI9", "none", "global index on " + GSI1_KEYS + ", projection "
                + designedProjectionOfGsi1())), check.differences());
    }

    @Test
    void a_time_to_live_that_is_off_is_named() {
        storage.client().createTable(designed());

        assertEquals(List.of(new Difference("time to live", "ENABLED on expiresAt", "DISABLED")),
                storage.verifyTable().differences());
    }

    @Test
    void a_time_to_live_on_another_attribute_is_named() {
        storage.client().createTable(designed());
        expireBy("purgeAfter");

        assertEquals(List.of(new Difference("time to live", "ENABLED on expiresAt", "ENABLED on purgeAfter")),
                storage.verifyTable().differences());
    }

    @Test
    void a_table_that_does_not_exist_is_a_misconfigured_store_named_in_the_failure() {
        StoreMisconfigured failure = assertThrows(StoreMisconfigured.class, storage::verifyTable);

        assertTrue(failure.getMessage().contains("table '" + table + "'"), failure.getMessage());
    }

    @Test
    void creating_refuses_a_table_with_the_keys_only_and_lists_what_it_lacks_changing_nothing() {
        String keysOnly = DynamoDbTestStores.freshTableWithTheKeysOnly();
        try (DynamoDbStorage onKeysOnly = DynamoDbTestStores.storage(keysOnly, ForObservingStorage.NONE)) {

            StoreMisconfigured refused = assertThrows(StoreMisconfigured.class, onKeysOnly::createTableIfMissing);

            assertTrue(refused.getMessage().contains("table '" + keysOnly + "' differs from the design in 4 ways: "
                    + "index GSI1: expected global index on " + GSI1_KEYS), refused.getMessage());
            assertTrue(refused.getMessage().contains("; index GSI2: ") && refused.getMessage().contains("; index LSI1: ")
                    && refused.getMessage().contains("; time to live: expected ENABLED on expiresAt, found DISABLED"),
                    refused.getMessage());
            assertEquals("DISABLED", onKeysOnly.client().describeTimeToLive(DescribeTimeToLiveRequest.builder()
                    .tableName(keysOnly).build()).timeToLiveDescription().timeToLiveStatusAsString(), "left as it was");
        } finally {
            DynamoDbTestStores.dropTable(keysOnly);
        }
    }

    @Test
    void creating_finishes_a_table_as_designed_whose_time_to_live_is_still_off() {
        storage.client().createTable(designed());

        storage.createTableIfMissing();

        assertTrue(storage.verifyTable().matches(), storage.verifyTable().describe());
    }

    private CreateTableRequest designed() {
        return IndexProjections.byNeed().table(table).createRequest();
    }

    private void createWithTimeToLive(UnaryOperator<CreateTableRequest.Builder> change) {
        CreateTableRequest request = change.apply(designed().toBuilder()).build();
        storage.client().createTable(request.toBuilder().attributeDefinitions(used(request)).build());
        expireBy(TableDefinition.TIME_TO_LIVE_ATTRIBUTE);
    }

    /** DynamoDB refuses an attribute definition that no key uses, so a change that drops keys drops them too. */
    private static List<AttributeDefinition> used(CreateTableRequest request) {
        Set<String> keys = Stream.of(request.keySchema().stream(),
                        request.globalSecondaryIndexes().stream().flatMap(index -> index.keySchema().stream()),
                        request.localSecondaryIndexes().stream().flatMap(index -> index.keySchema().stream()))
                .flatMap(s -> s).map(KeySchemaElement::attributeName).collect(Collectors.toSet());
        return request.attributeDefinitions().stream().filter(a -> keys.contains(a.attributeName())).toList();
    }

    private GlobalSecondaryIndex gsi1(UnaryOperator<GlobalSecondaryIndex.Builder> change) {
        return change.apply(designed().globalSecondaryIndexes().get(0).toBuilder()).build();
    }

    private String designedProjectionOfGsi1() {
        Projection projection = designed().globalSecondaryIndexes().get(0).projection();
        return "INCLUDE (" + String.join(", ", new TreeSet<>(projection.nonKeyAttributes())) + ")";
    }

    private void expireBy(String attribute) {
        storage.client().updateTimeToLive(UpdateTimeToLiveRequest.builder().tableName(table)
                .timeToLiveSpecification(TimeToLiveSpecification.builder().attributeName(attribute).enabled(true)
                        .build()).build());
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static List<String> whats(TableCheck check) {
        return check.differences().stream().map(Difference::what).toList();
    }
}

package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.client.Attribution;
import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.metering.ForObservingStorage;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.Update;

/** Every rule of {@link RequestRulesInterceptor} fails a request that breaks it, before it is sent. */
class RequestRulesInterceptorTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private final RecordingInterceptor wire = new RecordingInterceptor();
    private final DynamoDbStorage storage = DynamoDbTestStores.storage(TABLE, ForObservingStorage.NONE,
            Retrier.standard(), wire);
    private final DynamoDbClient client = storage.client();
    private final Map<String, AttributeValue> pk = Map.of(":pk", AttributeValue.fromS("CASE#c1"));

    @AfterEach
    void close() {
        storage.close();
    }

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void fails_a_name_defined_but_unused() {
        assertRefused("names defined but unused: [#x]", () -> client.getItem(GetItemRequest.builder().tableName(TABLE)
                .key(new ItemKey("CASE#c1", "META").asMap()).expressionAttributeNames(Map.of("#x", "x")).build()));
    }

    @Test
    void fails_a_name_used_but_undefined() {
        assertRefused("names used but undefined: [#pk]", () -> client.query(QueryRequest.builder().tableName(TABLE)
                .keyConditionExpression("#pk = :pk").expressionAttributeValues(pk).limit(1).build()));
    }

    @Test
    void fails_a_value_defined_but_unused() {
        assertRefused("values defined but unused: [:spare]", () -> client.query(query()
                .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("CASE#c1"),
                        ":spare", AttributeValue.fromS("x"))).limit(1).build()));
    }

    @Test
    void fails_a_value_used_but_undefined() {
        assertRefused("values used but undefined: [:pk]", () -> client.query(QueryRequest.builder().tableName(TABLE)
                .keyConditionExpression("#pk = :pk").expressionAttributeNames(Map.of("#pk", "PK")).limit(1).build()));
    }

    @Test
    void checks_each_operation_of_a_transaction_on_its_own() {
        Update sloppy = Update.builder().tableName(TABLE).key(new ItemKey("CASE#c1", "STATE").asMap())
                .updateExpression("SET #t = :t").expressionAttributeNames(Map.of("#t", "title"))
                .expressionAttributeValues(Map.of(":t", AttributeValue.fromS("x"), ":unused",
                        AttributeValue.fromS("y"))).build();
        assertRefused("TransactWriteItems[0] Update", () -> client.transactWriteItems(TransactWriteItemsRequest
                .builder().transactItems(TransactWriteItem.builder().update(sloppy).build()).build()));
    }

    @Test
    void fails_a_query_without_a_limit() {
        assertRefused("every Query has a Limit", () -> client.query(query().expressionAttributeValues(pk).build()));
    }

    @Test
    void fails_any_filter_expression() {
        assertRefused("no FilterExpression", () -> client.query(query().limit(5)
                .filterExpression("#pk <> :pk").expressionAttributeValues(pk).build()));
    }

    @Test
    void fails_a_scan_that_is_not_the_migrations() {
        assertRefused("only the migration (C14) scans", () -> client.scan(ScanRequest.builder().tableName(TABLE)
                .limit(10).build()));
        assertRefused("only the migration (C14) scans", () -> client.scan(ScanRequest.builder().tableName(TABLE)
                .limit(10).overrideConfiguration(Attribution.of(Attribution.MIGRATION)).build()));
    }

    @Test
    void lets_the_migration_scan() {
        storage.ports().migration().migrate(0, 2, Option.none(), 10);

        assertEquals(1, wire.requests(ScanRequest.class).size());
    }

    @Test
    void fails_a_key_attribute_over_its_size_limit() {
        Map<String, AttributeValue> key = Map.of("PK", AttributeValue.fromS("CASE#c1"),
                "SK", AttributeValue.fromS("S".repeat(1025)));
        assertRefused("key attribute SK is 1025 bytes", () -> client.getItem(GetItemRequest.builder()
                .tableName(TABLE).key(key).build()));
    }

    private QueryRequest.Builder query() {
        return QueryRequest.builder().tableName(TABLE).keyConditionExpression("#pk = :pk")
                .expressionAttributeNames(Map.of("#pk", "PK"));
    }

    /** The interceptor's exception, whether the SDK passes it through or wraps it; nothing reached the wire. */
    private void assertRefused(String expected, Executable request) {
        Throwable thrown = assertThrows(RuntimeException.class, request);
        Throwable violation = thrown;
        while (violation != null && !(violation instanceof RequestRuleViolation)) {
            violation = violation.getCause();
        }
        assertTrue(violation != null, () -> "expected a RequestRuleViolation, got " + thrown);
        assertTrue(violation.getMessage().contains(expected), violation.getMessage());
        assertEquals(0, wire.transmissions(), "a refused request is never sent");
    }
}

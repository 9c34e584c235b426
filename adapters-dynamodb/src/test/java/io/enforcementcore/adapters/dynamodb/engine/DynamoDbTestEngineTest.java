package io.enforcementcore.adapters.dynamodb.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * The engine is a real DynamoDB-protocol server, serializes requests, and behaves as the adapter
 * relies on for transaction cancellations.
 */
class DynamoDbTestEngineTest {

  private static DynamoDbClient dynamo;

  @BeforeAll
  static void connect() {
    dynamo =
        DynamoDbClient.builder()
            .endpointOverride(DynamoDbTestEngine.endpoint())
            .region(Region.US_EAST_1)
            .credentialsProvider(
                StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
            .httpClient(UrlConnectionHttpClient.create())
            .build();
  }

  @AfterAll
  static void close() {
    if (dynamo != null) {
      dynamo.close();
    }
  }

  @Test
  void endpointIsStableWithinTheJvm() {
    assertEquals(DynamoDbTestEngine.endpoint(), DynamoDbTestEngine.endpoint());
  }

  @Test
  void uniqueTableNamesAreDistinctAndValid() {
    String a = DynamoDbTestEngine.uniqueTableName("cases");
    String b = DynamoDbTestEngine.uniqueTableName("cases");
    assertNotEquals(a, b);
    assertTrue(a.matches("cases-[a-z0-9]+"), a);
    assertTrue(a.length() >= 3 && a.length() <= 255, a);
    assertThrows(IllegalArgumentException.class, () -> DynamoDbTestEngine.uniqueTableName("bad name"));
  }

  @Test
  void putThenGetRoundTrips() {
    String table = createTable("roundtrip");
    Map<String, AttributeValue> item =
        Map.of(
            "pk", s("CASE#1"),
            "sk", s("META"),
            "title", s("Unlicensed trading"),
            "fine", AttributeValue.fromN("1250.50"),
            "tags", AttributeValue.fromSs(List.of("urgent", "retail")));
    dynamo.putItem(r -> r.tableName(table).item(item));

    Map<String, AttributeValue> read =
        dynamo
            .getItem(r -> r.tableName(table).key(key("CASE#1", "META")).consistentRead(true))
            .item();

    assertEquals(item, read);
  }

  /**
   * 8 threads x 25 {@code ADD counter :one} on one item must add up to exactly 200 while 2 more
   * threads keep cancelling transactions on the same table. moto has no locking: a threaded server
   * loses an increment now and then, and loses many when a transaction is cancelled concurrently
   * (moto rolls back by restoring a copy of the whole table taken when the transaction started).
   */
  @Test
  void requestsAreSerializedSoConcurrentAtomicCountersAddUp() throws Exception {
    String table = createTable("counter");
    for (int i = 0; i < 50; i++) {
      int n = i;
      dynamo.putItem(r -> r.tableName(table).item(Map.of("pk", s("FILL#" + n), "sk", s("0"))));
    }
    int adders = 8;
    int perAdder = 25;
    int cancellers = 2;
    ExecutorService pool = Executors.newFixedThreadPool(adders + cancellers);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < adders; t++) {
        done.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < perAdder; i++) {
                    dynamo.updateItem(
                        r ->
                            r.tableName(table)
                                .key(key("COUNTER", "0"))
                                .updateExpression("ADD #c :one")
                                .expressionAttributeNames(Map.of("#c", "counter"))
                                .expressionAttributeValues(
                                    Map.of(":one", AttributeValue.fromN("1"))));
                  }
                }));
      }
      for (int t = 0; t < cancellers; t++) {
        done.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < perAdder; i++) {
                    assertThrows(
                        TransactionCanceledException.class,
                        () ->
                            dynamo.transactWriteItems(
                                r ->
                                    r.transactItems(
                                        TransactWriteItem.builder()
                                            .conditionCheck(
                                                c ->
                                                    c.tableName(table)
                                                        .key(key("ABSENT", "0"))
                                                        .conditionExpression("attribute_exists(pk)"))
                                            .build())));
                  }
                }));
      }
      for (Future<?> f : done) {
        f.get(120, TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdownNow();
    }

    String counter =
        dynamo
            .getItem(r -> r.tableName(table).key(key("COUNTER", "0")).consistentRead(true))
            .item()
            .get("counter")
            .n();
    assertEquals(String.valueOf(adders * perAdder), counter);
  }

  /**
   * Pins the moto behaviour the adapter depends on: cancellation reasons come back one per
   * request item, in request order, with code {@code None} for the items that did not fail, {@code
   * ConditionalCheckFailed} for the ones that did, and the old item only where {@code
   * ReturnValuesOnConditionCheckFailure=ALL_OLD} was asked; nothing is written.
   */
  @Test
  void transactionCancellationReasonsAreInRequestOrderWithAllOldItems() {
    String table = createTable("tx");
    Map<String, AttributeValue> existing =
        Map.of("pk", s("CASE#1"), "sk", s("META"), "version", AttributeValue.fromN("3"));
    Map<String, AttributeValue> other =
        Map.of("pk", s("CASE#3"), "sk", s("META"), "version", AttributeValue.fromN("1"));
    dynamo.putItem(r -> r.tableName(table).item(existing));
    dynamo.putItem(r -> r.tableName(table).item(other));

    TransactionCanceledException cancelled =
        assertThrows(
            TransactionCanceledException.class,
            () ->
                dynamo.transactWriteItems(
                    r ->
                        r.transactItems(
                            // 0: succeeds on its own
                            TransactWriteItem.builder()
                                .put(
                                    Put.builder()
                                        .tableName(table)
                                        .item(Map.of("pk", s("CASE#2"), "sk", s("META")))
                                        .conditionExpression("attribute_not_exists(pk)")
                                        .build())
                                .build(),
                            // 1: fails, asks for the old item
                            TransactWriteItem.builder()
                                .update(
                                    Update.builder()
                                        .tableName(table)
                                        .key(key("CASE#1", "META"))
                                        .updateExpression("SET version = :next")
                                        .conditionExpression("version = :expected")
                                        .expressionAttributeValues(
                                            Map.of(
                                                ":expected", AttributeValue.fromN("2"),
                                                ":next", AttributeValue.fromN("3")))
                                        .returnValuesOnConditionCheckFailure(
                                            ReturnValuesOnConditionCheckFailure.ALL_OLD)
                                        .build())
                                .build(),
                            // 2: fails (item absent), asks for the old item: there is none
                            TransactWriteItem.builder()
                                .conditionCheck(
                                    ConditionCheck.builder()
                                        .tableName(table)
                                        .key(key("CASE#9", "META"))
                                        .conditionExpression("attribute_exists(pk)")
                                        .returnValuesOnConditionCheckFailure(
                                            ReturnValuesOnConditionCheckFailure.ALL_OLD)
                                        .build())
                                .build(),
                            // 3: fails, does not ask for the old item
                            TransactWriteItem.builder()
                                .put(
                                    Put.builder()
                                        .tableName(table)
                                        .item(other)
                                        .conditionExpression("attribute_not_exists(pk)")
                                        .build())
                                .build())));

    assertTrue(cancelled.hasCancellationReasons());
    List<CancellationReason> reasons = cancelled.cancellationReasons();
    assertEquals(
        List.of("None", "ConditionalCheckFailed", "ConditionalCheckFailed", "ConditionalCheckFailed"),
        reasons.stream().map(CancellationReason::code).toList());
    assertFalse(reasons.get(0).hasItem());
    assertEquals(existing, reasons.get(1).item());
    assertFalse(reasons.get(2).hasItem());
    assertFalse(reasons.get(3).hasItem());
    assertFalse(
        dynamo.getItem(r -> r.tableName(table).key(key("CASE#2", "META"))).hasItem(),
        "a cancelled transaction writes nothing");
  }

  private static String createTable(String prefix) {
    String table = DynamoDbTestEngine.uniqueTableName(prefix);
    dynamo.createTable(
        r ->
            r.tableName(table)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(
                    KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                    KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build())
                .attributeDefinitions(
                    AttributeDefinition.builder()
                        .attributeName("pk")
                        .attributeType(ScalarAttributeType.S)
                        .build(),
                    AttributeDefinition.builder()
                        .attributeName("sk")
                        .attributeType(ScalarAttributeType.S)
                        .build()));
    dynamo.waiter().waitUntilTableExists(r -> r.tableName(table));
    return table;
  }

  private static Map<String, AttributeValue> key(String pk, String sk) {
    return Map.of("pk", s(pk), "sk", s(sk));
  }

  private static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }
}

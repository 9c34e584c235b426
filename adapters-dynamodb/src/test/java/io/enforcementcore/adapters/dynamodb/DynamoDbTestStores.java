package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * DynamoDB stores for tests, on the test engine ({@link DynamoDbTestEngine}), with the
 * {@link RequestRulesInterceptor} installed on every client. Other modules' tests use it through the
 * adapters-dynamodb test-jar. Clients opened here are closed when the JVM exits.
 */
public final class DynamoDbTestStores {
    private static final List<DynamoDbStorage> OPEN = new CopyOnWriteArrayList<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> OPEN.forEach(DynamoDbStorage::close),
                "dynamodb-test-stores-close"));
    }

    private DynamoDbTestStores() {
    }

    /** A store on a new, empty table of its own. */
    public static StoragePorts freshStore(ForObservingStorage observer) {
        return connect(freshTable(), observer);
    }

    /** Creates a new table with a unique name on the test engine and returns its name. */
    public static String freshTable() {
        String table = DynamoDbTestEngine.uniqueTableName("enforcementcore");
        try (DynamoDbStorage storage = storage(table, ForObservingStorage.NONE)) {
            storage.createTableIfMissing();
        }
        return table;
    }

    /**
     * Creates a new table whose indexes all project ALL, as the design had them before each projected what
     * its views decode, and returns its name: the same reads measured on it show what the projections save.
     */
    public static String freshTableProjectingAll() {
        String table = DynamoDbTestEngine.uniqueTableName("enforcementcore-all");
        try (DynamoDbStorage storage = projectingAll(table, ForObservingStorage.NONE)) {
            storage.createTableIfMissing();
        }
        return table;
    }

    /**
     * Creates a new table with the design's keys and nothing else (no index, no time to live), as one made by
     * hand might be, and returns its name: a table the store must not call ready.
     */
    public static String freshTableWithTheKeysOnly() {
        String table = DynamoDbTestEngine.uniqueTableName("enforcementcore-keys-only");
        try (DynamoDbStorage storage = storage(table, ForObservingStorage.NONE)) {
            CreateTableRequest designed = IndexProjections.byNeed().table(table).createRequest();
            storage.client().createTable(designed.toBuilder()
                    .attributeDefinitions(designed.attributeDefinitions().stream()
                            .filter(a -> designed.keySchema().stream()
                                    .anyMatch(key -> key.attributeName().equals(a.attributeName()))).toList())
                    .globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
                    .localSecondaryIndexes((List<LocalSecondaryIndex>) null).build());
        }
        return table;
    }

    /** A store on a table made by {@link #freshTableProjectingAll()}: its queries ask for whole items. */
    public static StoragePorts connectProjectingAll(String table, ForObservingStorage observer) {
        DynamoDbStorage storage = projectingAll(table, observer);
        OPEN.add(storage);
        return storage.ports();
    }

    private static DynamoDbStorage projectingAll(String table, ForObservingStorage observer) {
        return DynamoDbStorage.connect(settings(table), observer,
                override -> override.addExecutionInterceptor(new RequestRulesInterceptor()), Retrier.standard(),
                IndexProjections.ALL);
    }

    /** A store on an existing table of the test engine (e.g. one shared by a test class). */
    public static StoragePorts connect(String table, ForObservingStorage observer) {
        DynamoDbStorage storage = storage(table, observer);
        OPEN.add(storage);
        return storage.ports();
    }

    /** Deletes a table made by {@link #freshTable()}; a table already gone is fine. */
    public static void dropTable(String table) {
        try (DynamoDbStorage storage = storage(table, ForObservingStorage.NONE)) {
            storage.client().deleteTable(DeleteTableRequest.builder().tableName(table).build());
        } catch (ResourceNotFoundException gone) {
            // nothing to clean up
        }
    }

    static DynamoDbSettings settings(String table) {
        return DynamoDbSettings.local(DynamoDbTestEngine.endpoint(), table);
    }

    /** A storage with the request rules and any extra interceptors, retrying with {@code retrier}. */
    static DynamoDbStorage storage(String table, ForObservingStorage observer, Retrier retrier,
                                   ExecutionInterceptor... extra) {
        return DynamoDbStorage.connect(settings(table), observer, override -> {
            override.addExecutionInterceptor(new RequestRulesInterceptor());
            for (ExecutionInterceptor interceptor : extra) {
                override.addExecutionInterceptor(interceptor);
            }
        }, retrier);
    }

    static DynamoDbStorage storage(String table, ForObservingStorage observer) {
        return storage(table, observer, Retrier.standard());
    }
}

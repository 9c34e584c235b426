package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.metering.ForObservingStorage;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/** What the contract tests rely on from {@link OwnTable}: a table no other class shares, gone after the class. */
class OwnTableTest {

    @Test
    void each_class_gets_a_table_of_its_own() {
        OwnTable one = new OwnTable();
        OwnTable another = new OwnTable();
        try {
            assertNotEquals(one.name(), another.name());
            assertTrue(exists(one.name()), one.name());
            assertTrue(exists(another.name()), another.name());
        } finally {
            one.afterAll(null);
            another.afterAll(null);
        }
    }

    @Test
    void the_table_is_dropped_after_the_last_test_of_its_class() {
        OwnTable table = new OwnTable();

        table.afterAll(null);

        assertFalse(exists(table.name()), table.name());
    }

    private static boolean exists(String table) {
        try (DynamoDbStorage storage = DynamoDbTestStores.storage(table, ForObservingStorage.NONE)) {
            storage.client().describeTable(request -> request.tableName(table));
            return true;
        } catch (ResourceNotFoundException absent) {
            return false;
        }
    }
}

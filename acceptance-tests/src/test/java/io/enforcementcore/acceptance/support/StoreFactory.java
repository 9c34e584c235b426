package io.enforcementcore.acceptance.support;

import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.port.ForObservingStorage;
import io.enforcementcore.domain.port.StoragePorts;

/**
 * Opens a fresh, empty store of the configured kind for each scenario: a new in-memory store, or a new
 * table on the DynamoDB test server (started once per test run by the adapters-dynamodb test-jar). Neither
 * needs releasing after a scenario: an in-memory store is garbage once dropped, and the test-jar closes its
 * DynamoDB clients when the test run ends.
 */
public final class StoreFactory {
    private StoreFactory() {
    }

    public static StoragePorts open(StoreKind kind, ForObservingStorage observer) {
        return switch (kind) {
            case INMEMORY -> InMemoryStorage.create(observer);
            case DYNAMODB -> DynamoDbTestStores.freshStore(observer);
        };
    }
}

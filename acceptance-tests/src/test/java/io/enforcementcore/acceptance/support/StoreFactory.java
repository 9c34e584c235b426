package io.enforcementcore.acceptance.support;

import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.port.ForObservingStorage;
import io.enforcementcore.domain.port.StoragePorts;

/**
 * Opens a fresh, empty store of the configured kind for each scenario: a new in-memory store, or a new
 * table on the DynamoDB test server (started once per test run by the adapters-dynamodb test-jar).
 */
public final class StoreFactory {
    private StoreFactory() {
    }

    public static OpenStore open(StoreKind kind, ForObservingStorage observer) {
        StoragePorts ports = switch (kind) {
            case INMEMORY -> InMemoryStorage.create(observer);
            case DYNAMODB -> DynamoDbTestStores.freshStore(observer);
        };
        return () -> ports;
    }
}

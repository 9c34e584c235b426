package io.enforcementcore.acceptance.support;

import io.enforcementcore.adapters.dynamodb.AttributionGuard;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;

/**
 * Opens a fresh, empty store of the configured kind for each scenario: a new in-memory store, or a new
 * table on the DynamoDB test server (started once per test run by the adapters-dynamodb test-jar). Neither
 * needs releasing after a scenario: an in-memory store is garbage once dropped, and the test-jar closes its
 * DynamoDB clients when the test run ends. Both report through an {@link AttributionGuard}, so a storage
 * request attributed to no access pattern or command of the design fails the scenario; the in-memory
 * store sizes its items as DynamoDB would, so both report bytes and capacity units.
 */
public final class StoreFactory {
    private StoreFactory() {
    }

    public static StoragePorts open(ScenarioStore kind, ForObservingStorage observer) {
        ForObservingStorage guarded = new AttributionGuard(DynamoDbStorage.knownAttributions(), observer);
        return switch (kind) {
            case INMEMORY -> InMemoryStorage.create(guarded, DynamoDbStorage.itemSizing());
            case DYNAMODB -> DynamoDbTestStores.freshStore(guarded);
        };
    }
}

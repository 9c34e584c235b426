package io.enforcementcore.acceptance.support;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.port.ForObservingStorage;
import io.enforcementcore.domain.port.StoragePorts;

/** Opens a fresh, empty store of the configured kind for each scenario. */
public final class StoreFactory {
    private StoreFactory() {
    }

    public static OpenStore open(StoreKind kind, ForObservingStorage observer) {
        return switch (kind) {
            case INMEMORY -> inMemory(InMemoryStorage.create(observer));
            case DYNAMODB -> DynamoDbStores.freshStore(observer);
        };
    }

    private static OpenStore inMemory(StoragePorts ports) {
        return new OpenStore() {
            @Override
            public StoragePorts ports() {
                return ports;
            }

            @Override
            public void close() {
                // nothing to release: the store is garbage once the scenario drops it
            }
        };
    }
}

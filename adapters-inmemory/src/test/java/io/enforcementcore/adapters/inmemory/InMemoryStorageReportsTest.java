package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.contract.StorageReportsContract;

class InMemoryStorageReportsTest extends StorageReportsContract {
    @Override
    protected StoragePorts storage(ForObservingStorage observer) {
        return InMemoryStorage.create(observer);
    }
}

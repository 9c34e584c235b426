package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ForStoringChangesContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryForStoringChangesTest extends ForStoringChangesContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ForMigratingItemsContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryForMigratingItemsTest extends ForMigratingItemsContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

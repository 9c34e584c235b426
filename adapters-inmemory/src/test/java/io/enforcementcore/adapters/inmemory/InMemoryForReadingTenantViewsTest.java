package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ForReadingTenantViewsContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryForReadingTenantViewsTest extends ForReadingTenantViewsContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ExternalRefChangeContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryExternalRefChangeTest extends ExternalRefChangeContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

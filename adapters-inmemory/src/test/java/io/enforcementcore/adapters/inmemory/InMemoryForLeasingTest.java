package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ForLeasingContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryForLeasingTest extends ForLeasingContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

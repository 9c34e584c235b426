package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ClearanceConditionsContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryClearanceConditionsTest extends ClearanceConditionsContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

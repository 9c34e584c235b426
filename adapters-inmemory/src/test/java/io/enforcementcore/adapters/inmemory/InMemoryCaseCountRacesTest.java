package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.CaseCountRacesContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryCaseCountRacesTest extends CaseCountRacesContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

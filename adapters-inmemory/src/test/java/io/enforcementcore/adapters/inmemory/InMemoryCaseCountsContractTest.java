package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.CaseCountsContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryCaseCountsContractTest extends CaseCountsContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ForReadingCasesContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryForReadingCasesTest extends ForReadingCasesContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

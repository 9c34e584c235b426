package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ForReadingCasesContract;
import io.enforcementcore.domain.port.ForObservingStorage;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryForReadingCasesTest extends ForReadingCasesContract {
    @Override
    protected StoragePorts storage(ForObservingStorage observer) {
        return InMemoryStorage.create(observer);
    }
}

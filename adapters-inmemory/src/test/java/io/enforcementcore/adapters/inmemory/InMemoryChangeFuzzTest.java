package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ChangeFuzzContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryChangeFuzzTest extends ChangeFuzzContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }

    @Override
    protected int calls() {
        return Integer.getInteger("fuzz.memory.calls", 10_000);
    }
}

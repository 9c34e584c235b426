package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ForRecallingCommandsContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryForRecallingCommandsTest extends ForRecallingCommandsContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

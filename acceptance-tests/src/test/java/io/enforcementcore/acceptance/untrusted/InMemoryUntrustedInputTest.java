package io.enforcementcore.acceptance.untrusted;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryUntrustedInputTest extends UntrustedInputContract {
    @Override
    protected StoragePorts freshStore() {
        return InMemoryStorage.create();
    }

    @Override
    protected int calls() {
        return 20_000;
    }
}

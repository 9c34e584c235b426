package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ForRelayingOutboxContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryForRelayingOutboxTest extends ForRelayingOutboxContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.AuditStampsContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryAuditStampsContractTest extends AuditStampsContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

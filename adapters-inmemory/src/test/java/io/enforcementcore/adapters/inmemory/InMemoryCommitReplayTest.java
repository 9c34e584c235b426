package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.CommitReplayContract;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryCommitReplayTest extends CommitReplayContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }
}

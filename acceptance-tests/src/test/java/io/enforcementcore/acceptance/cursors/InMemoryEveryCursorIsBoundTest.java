package io.enforcementcore.acceptance.cursors;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.port.StoragePorts;

class InMemoryEveryCursorIsBoundTest extends EveryCursorIsBoundContract {
    @Override
    protected StoragePorts freshStore() {
        return InMemoryStorage.create();
    }
}

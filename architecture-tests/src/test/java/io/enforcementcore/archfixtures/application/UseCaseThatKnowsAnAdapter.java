package io.enforcementcore.archfixtures.application;

import io.enforcementcore.archfixtures.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.archfixtures.domain.port.ForKeepingCaseFiles;

/** Wires its own adapter instead of being handed a port. */
public final class UseCaseThatKnowsAnAdapter {

    public ForKeepingCaseFiles store() {
        return InMemoryStorage.create();
    }
}

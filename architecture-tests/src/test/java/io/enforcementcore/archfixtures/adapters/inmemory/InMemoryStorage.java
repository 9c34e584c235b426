package io.enforcementcore.archfixtures.adapters.inmemory;

import io.enforcementcore.archfixtures.domain.port.ForKeepingCaseFiles;

public final class InMemoryStorage {

    public static ForKeepingCaseFiles create() {
        return new InMemoryCaseFiles();
    }

    private InMemoryStorage() {
    }
}

package io.enforcementcore.archfixtures.json;

import io.enforcementcore.archfixtures.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.archfixtures.domain.port.ForKeepingCaseFiles;

/** Maps JSON, and keeps case files in a store of its own choosing while at it. */
public final class JsonThatKeepsCaseFiles {

    public ForKeepingCaseFiles store() {
        return InMemoryStorage.create();
    }
}

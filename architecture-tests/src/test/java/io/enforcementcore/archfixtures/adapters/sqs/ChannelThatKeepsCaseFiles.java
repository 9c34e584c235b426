package io.enforcementcore.archfixtures.adapters.sqs;

import io.enforcementcore.archfixtures.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.archfixtures.domain.port.ForKeepingCaseFiles;

/** An event channel leaning on a store. */
final class ChannelThatKeepsCaseFiles {

    static ForKeepingCaseFiles store() {
        return InMemoryStorage.create();
    }
}

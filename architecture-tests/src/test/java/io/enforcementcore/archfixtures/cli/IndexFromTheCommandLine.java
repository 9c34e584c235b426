package io.enforcementcore.archfixtures.cli;

import io.enforcementcore.archfixtures.adapters.inmemory.table.SortedIndex;

/** Violation: the command line reads the in-memory adapter's index past its entry point. */
public final class IndexFromTheCommandLine {

    public String caseKey(String caseId) {
        return new SortedIndex().keyOf(caseId);
    }
}

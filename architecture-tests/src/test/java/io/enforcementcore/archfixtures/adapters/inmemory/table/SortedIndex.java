package io.enforcementcore.archfixtures.adapters.inmemory.table;

/** An in-memory table detail: public so that the adapter's root can wire it, used by the adapter alone. */
public final class SortedIndex {

    public String keyOf(String caseId) {
        return "CASE#" + caseId;
    }
}

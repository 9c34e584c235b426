package io.enforcementcore.archfixtures.adapters.inmemory;

import io.enforcementcore.archfixtures.domain.model.Versions;

/** Steps the version of what it stores instead of copying the one the change carries. */
final class StoreThatStepsTheVersion {
    private StoreThatStepsTheVersion() {
    }

    static long stored(long found) {
        return Versions.after(found);
    }
}

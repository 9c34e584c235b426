package io.enforcementcore.archfixtures.application;

import io.enforcementcore.archfixtures.domain.model.Versions;

/** Works out the version its command wrote instead of naming the one its decision wrote. */
public final class ReceiptThatStepsTheVersion {
    private ReceiptThatStepsTheVersion() {
    }

    public static long versionAfter(long expectedVersion) {
        return Versions.after(expectedVersion);
    }
}

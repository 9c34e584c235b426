package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.InvalidValue;

/** Rules the command records share. */
final class CommandChecks {
    private CommandChecks() {
    }

    /** The version a caller saw: versions start at 1. */
    static long expectedVersion(long version) {
        if (version < 1) {
            throw new InvalidValue("expectedVersion", "must be at least 1, was " + version);
        }
        return version;
    }
}

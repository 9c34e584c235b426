package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.InvalidValue;

/** Rules the command records share. */
final class CommandChecks {
    /** The highest version a caller can have seen: a command steps it by one, and the next must still be a long. */
    static final long MAX_EXPECTED_VERSION = Long.MAX_VALUE - 1;

    private CommandChecks() {
    }

    /** The version a caller saw: versions start at 1 and a command steps them by one. */
    static long expectedVersion(long version) {
        if (version < 1) {
            throw new InvalidValue("expectedVersion", "must be at least 1, was " + version);
        }
        if (version > MAX_EXPECTED_VERSION) {
            throw new InvalidValue("expectedVersion", "must be at most " + MAX_EXPECTED_VERSION
                    + " (one less than the largest version a record can step to), was " + version);
        }
        return version;
    }
}

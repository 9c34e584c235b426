package io.enforcementcore.domain.model;

/** The optimistic-concurrency version every versioned record carries: it starts at 1. */
final class Versions {
    static final long FIRST = 1;

    private Versions() {
    }

    static void requireValid(long version) {
        if (version < FIRST) {
            throw new InvalidValue("version", "must be at least " + FIRST + ", was " + version);
        }
    }
}

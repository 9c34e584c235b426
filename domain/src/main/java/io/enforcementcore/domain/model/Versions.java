package io.enforcementcore.domain.model;

/**
 * The optimistic-concurrency version every versioned record carries: it starts at 1 and steps by one on
 * every change a caller names a version for. The step is decided here only; a change carries the version
 * it steps to, so that no store and no receipt works it out again.
 */
public final class Versions {
    /** A new record's version. */
    public static final long FIRST = 1;

    private Versions() {
    }

    /** The version a record steps to from {@code seen}, the one its change was decided on. */
    public static long after(long seen) {
        return Math.addExact(seen, 1);
    }

    static void requireValid(long version) {
        if (version < FIRST) {
            throw new InvalidValue("version", "must be at least " + FIRST + ", was " + version);
        }
    }
}

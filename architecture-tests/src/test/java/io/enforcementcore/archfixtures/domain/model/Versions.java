package io.enforcementcore.archfixtures.domain.model;

/** The one place a version steps. */
public final class Versions {
    private Versions() {
    }

    public static long after(long seen) {
        return seen + 1;
    }
}

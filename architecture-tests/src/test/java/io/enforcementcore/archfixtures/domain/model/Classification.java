package io.enforcementcore.archfixtures.domain.model;

/** How sensitive a case file is, and the one place that says what a clearance sees. */
public enum Classification {
    PUBLIC,
    CONFIDENTIAL;

    public boolean isWithin(Classification clearance) {
        return compareTo(clearance) <= 0;
    }

    public boolean seesEverything() {
        return this == CONFIDENTIAL;
    }
}

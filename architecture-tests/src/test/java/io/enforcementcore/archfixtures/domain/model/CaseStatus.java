package io.enforcementcore.archfixtures.domain.model;

import io.vavr.control.Option;

/** A lifecycle with its rules: which status leads to which. */
public enum CaseStatus {
    OPEN,
    CLOSED;

    public Option<CaseStatus> predecessor() {
        return this == OPEN ? Option.none() : Option.some(OPEN);
    }

    public boolean isOpen() {
        return this == OPEN;
    }
}

package io.enforcementcore.domain.model;

import io.vavr.control.Option;

/**
 * The case lifecycle. It is a line: each status has at most one legal predecessor, which is why a
 * transition needs no read of the current status (the write is conditioned on that predecessor).
 */
public enum CaseStatus {
    UNDER_REVIEW,
    NOTICE_ISSUED,
    RESPONSE_WAITING,
    DECISION_PENDING,
    CLOSED;

    public Option<CaseStatus> predecessor() {
        return ordinal() == 0 ? Option.none() : Option.of(values()[ordinal() - 1]);
    }

    public Option<CaseStatus> successor() {
        return this == CLOSED ? Option.none() : Option.of(values()[ordinal() + 1]);
    }

    public boolean isOpen() {
        return this != CLOSED;
    }

    public boolean canMoveTo(CaseStatus target) {
        return successor().contains(target);
    }

    public static CaseStatus parse(String field, String text) {
        return Enums.parse(CaseStatus.class, field, text);
    }
}

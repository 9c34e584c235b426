package io.enforcementcore.domain.model;

import io.vavr.control.Option;
import java.util.Arrays;
import java.util.List;

/**
 * The case lifecycle. It is a line: each status has at most one legal predecessor, which is why a
 * transition needs no read of the current status (the write is conditioned on that predecessor).
 */
public enum CaseStatus implements RecordStatus {
    UNDER_REVIEW,
    NOTICE_ISSUED,
    RESPONSE_WAITING,
    DECISION_PENDING,
    CLOSED;

    /** {@code values()} copies its array on every call, and every transition asks for its predecessor. */
    private static final CaseStatus[] IN_ORDER = values();
    private static final List<CaseStatus> OPEN = Arrays.stream(IN_ORDER).filter(CaseStatus::isOpen).toList();

    /** The one status a case can move to this one from; none for the first. */
    public Option<CaseStatus> predecessor() {
        return ordinal() == 0 ? Option.none() : Option.of(IN_ORDER[ordinal() - 1]);
    }

    /** The one status a case can move on to from this one; none once closed. */
    public Option<CaseStatus> successor() {
        return this == CLOSED ? Option.none() : Option.of(IN_ORDER[ordinal() + 1]);
    }

    public boolean isOpen() {
        return this != CLOSED;
    }

    /** Every status of an open case, in lifecycle order. */
    public static List<CaseStatus> openStatuses() {
        return OPEN;
    }

    public static CaseStatus parse(String field, String text) {
        return Enums.parse(CaseStatus.class, field, text);
    }
}

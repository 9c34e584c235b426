package io.enforcementcore.domain.model;

public enum DeadlineStatus {
    OPEN,
    MET,
    MISSED;

    public static DeadlineStatus parseOutcome(String field, String text) {
        DeadlineStatus status = Enums.parse(DeadlineStatus.class, field, text);
        if (status == OPEN) {
            throw new InvalidValue(field, "must be MET or MISSED");
        }
        return status;
    }
}

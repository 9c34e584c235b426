package io.enforcementcore.domain.model;

public enum DeadlineStatus implements RecordStatus {
    OPEN,
    MET,
    MISSED;

    public static DeadlineStatus parseOutcome(String field, String text) {
        return requireOutcome(field, Enums.parse(DeadlineStatus.class, field, text));
    }

    /** How an open deadline can end: MET or MISSED. */
    public static DeadlineStatus requireOutcome(String field, DeadlineStatus status) {
        if (status == null || status == OPEN) {
            throw new InvalidValue(field, "must be MET or MISSED");
        }
        return status;
    }
}

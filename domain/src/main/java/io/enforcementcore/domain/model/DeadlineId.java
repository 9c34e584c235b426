package io.enforcementcore.domain.model;

/** Identifies a deadline within its case. Safe to embed in a key: no delimiter, no control characters, bounded length. */
public record DeadlineId(String value) {
    public DeadlineId {
        KeySafe.requireId("deadlineId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

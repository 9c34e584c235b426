package io.enforcementcore.domain.model;

/** Identifies a deadline within its case. An opaque token, checked by {@link KeySafe}: bounded, printable, no {@code #}. */
public record DeadlineId(String value) {
    public DeadlineId {
        KeySafe.requireId("deadlineId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

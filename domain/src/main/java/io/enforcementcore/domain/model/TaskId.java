package io.enforcementcore.domain.model;

/** Identifies a task within its case. An opaque token, checked by {@link KeySafe}: bounded, printable, no {@code #}. */
public record TaskId(String value) {
    public TaskId {
        KeySafe.requireId("taskId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

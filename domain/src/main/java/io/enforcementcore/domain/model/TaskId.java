package io.enforcementcore.domain.model;

/** Identifies a task within its case. Safe to embed in a key: no delimiter, no control characters, bounded length. */
public record TaskId(String value) {
    public TaskId {
        KeySafe.requireId("taskId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

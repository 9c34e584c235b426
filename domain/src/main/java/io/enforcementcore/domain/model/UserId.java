package io.enforcementcore.domain.model;

/** Identifies a person acting for a tenant: officer, assignee, analyst. Safe to embed in a key: no delimiter, no control characters, bounded length. */
public record UserId(String value) {
    public UserId {
        KeySafe.requireId("userId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

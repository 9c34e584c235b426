package io.enforcementcore.domain.model;

/** Identifies a person acting for a tenant: officer, assignee, analyst. An opaque token, checked by {@link KeySafe}: bounded, printable, no {@code #}. */
public record UserId(String value) {
    public UserId {
        KeySafe.requireId("userId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

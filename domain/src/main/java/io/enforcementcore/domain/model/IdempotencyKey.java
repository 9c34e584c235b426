package io.enforcementcore.domain.model;

/** A caller's key for a command: a retry with the same key returns the first result and writes nothing. */
public record IdempotencyKey(String value) {
    public IdempotencyKey {
        KeySafe.require("idempotencyKey", value, KeySafe.MAX_REF_LENGTH);
    }

    @Override
    public String toString() {
        return value;
    }
}

package io.enforcementcore.domain.model;

/** The SHA-256 digest of a piece of evidence's content, in lowercase hexadecimal, to check the stored blob by. */
public record Sha256(String value) {
    public Sha256 {
        if (value == null || !value.matches("[0-9a-f]{64}")) {
            throw new InvalidValue("sha256", "must be 64 lowercase hexadecimal characters");
        }
    }

    @Override
    public String toString() {
        return value;
    }
}

package io.enforcementcore.domain.model;

/** A human-readable title or name: free text, bounded, no control characters. */
public record Title(String value) {
    public static final int MAX_LENGTH = 200;

    public Title {
        KeySafe.requireText("title", value, MAX_LENGTH);
    }

    @Override
    public String toString() {
        return value;
    }
}

package io.enforcementcore.domain.model;

/** Identifies a timeline or outbox event. Safe to embed in a key: no delimiter, no control characters, bounded length. */
public record EventId(String value) {
    public EventId {
        KeySafe.requireId("eventId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

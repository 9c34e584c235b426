package io.enforcementcore.domain.model;

/** Identifies a timeline or outbox event. An opaque token, checked by {@link KeySafe}: bounded, printable, no {@code #}. */
public record EventId(String value) {
    public EventId {
        KeySafe.requireId("eventId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

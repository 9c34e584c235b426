package io.enforcementcore.domain.model;

/** Identifies a party (company or person), unique within its tenant. Safe to embed in a key: no delimiter, no control characters, bounded length. */
public record PartyId(String value) {
    public PartyId {
        KeySafe.requireId("partyId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

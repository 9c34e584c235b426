package io.enforcementcore.domain.model;

/** Identifies a party (company or person), unique within its tenant. An opaque token, checked by {@link KeySafe}: bounded, printable, no {@code #}. */
public record PartyId(String value) {
    public PartyId {
        KeySafe.requireId("partyId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

package io.enforcementcore.domain.model;

/** Identifies the organisational unit that owns a case. An opaque token, checked by {@link KeySafe}: bounded, printable, no {@code #}. */
public record OrgId(String value) {
    public OrgId {
        KeySafe.requireId("ownerOrgId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

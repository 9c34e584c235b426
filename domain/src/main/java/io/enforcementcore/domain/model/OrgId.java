package io.enforcementcore.domain.model;

/** Identifies the organisational unit that owns a case. Safe to embed in a key: no delimiter, no control characters, bounded length. */
public record OrgId(String value) {
    public OrgId {
        KeySafe.requireId("ownerOrgId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

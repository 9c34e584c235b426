package io.enforcementcore.domain.model;

/** Identifies an enforcement agency. Safe to embed in a key: no delimiter, no control characters, bounded length. */
public record TenantId(String value) {
    public TenantId {
        KeySafe.requireId("tenantId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

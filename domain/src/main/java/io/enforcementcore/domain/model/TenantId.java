package io.enforcementcore.domain.model;

/** Identifies an enforcement agency. An opaque token, checked by {@link KeySafe}: bounded, printable, no {@code #}. */
public record TenantId(String value) {
    public TenantId {
        KeySafe.requireId("tenantId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

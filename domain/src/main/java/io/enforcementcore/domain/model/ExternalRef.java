package io.enforcementcore.domain.model;

/** The agency's own reference for a case (e.g. a docket number); unique within a tenant. */
public record ExternalRef(String value) {
    public ExternalRef {
        KeySafe.require("externalRef", value, KeySafe.MAX_REF_LENGTH);
    }

    @Override
    public String toString() {
        return value;
    }
}

package io.enforcementcore.domain.model;

/** Identifies a case. An opaque token, checked by {@link KeySafe}: bounded, printable, no {@code #}. */
public record CaseId(String value) {
    public CaseId {
        KeySafe.requireId("caseId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

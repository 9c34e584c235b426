package io.enforcementcore.domain.model;

/** Identifies an evidence record within its case. An opaque token, checked by {@link KeySafe}: bounded, printable, no {@code #}. */
public record EvidenceId(String value) {
    public EvidenceId {
        KeySafe.requireId("evidenceId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

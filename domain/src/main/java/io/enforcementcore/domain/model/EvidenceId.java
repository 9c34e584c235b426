package io.enforcementcore.domain.model;

/** Identifies an evidence record within its case. Safe to embed in a key: no delimiter, no control characters, bounded length. */
public record EvidenceId(String value) {
    public EvidenceId {
        KeySafe.requireId("evidenceId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

package io.enforcementcore.domain.model;

/** Identifies a case. Safe to embed in a key: no delimiter, no control characters, bounded length. */
public record CaseId(String value) {
    public CaseId {
        KeySafe.requireId("caseId", value);
    }

    @Override
    public String toString() {
        return value;
    }
}

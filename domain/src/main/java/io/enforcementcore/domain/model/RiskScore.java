package io.enforcementcore.domain.model;

/** A case's risk, 0..100. Scores of {@value #HIGH_THRESHOLD} and above form the HIGH bucket (AP13). */
public record RiskScore(int value) {
    public static final int HIGH_THRESHOLD = 80;

    public RiskScore {
        if (value < 0 || value > 100) {
            throw new InvalidValue("riskScore", "must be between 0 and 100, was " + value);
        }
    }

    /** The score in three digits, zero-padded, so that the text sorts as the number does. */
    public String sortable() {
        return value == 100 ? "100" : value >= 10 ? "0" + value : "00" + value;
    }

    public boolean isHigh() {
        return value >= HIGH_THRESHOLD;
    }
}

package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * The mutable lifecycle of a case, apart from its description: status, risk and the
 * optimistic-concurrency version that every case-level command names. Carries {@code openedAt} so that
 * the tenant status view (AP12) and the high-risk view (AP13) can be served from this one record, and the
 * case's classification, which never changes, so that every command on the case can be refused to a
 * principal not cleared for it by a condition on this one record.
 */
public record CaseState(
        TenantId tenantId,
        CaseId caseId,
        CaseStatus status,
        RiskScore riskScore,
        Classification classification,
        long version,
        Instant openedAt,
        Instant updatedAt) {

    public static final long FIRST_VERSION = Versions.FIRST;

    public CaseState {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(riskScore, "riskScore");
        Objects.requireNonNull(classification, "classification");
        Versions.requireValid(version);
        Timestamps.requireInRange("openedAt", openedAt);
        Timestamps.requireInRange("updatedAt", updatedAt);
    }

    public static CaseState opened(TenantId tenantId, CaseId caseId, RiskScore riskScore,
                                   Classification classification, Instant openedAt) {
        return new CaseState(tenantId, caseId, CaseStatus.UNDER_REVIEW, riskScore, classification, FIRST_VERSION,
                openedAt, openedAt);
    }

    /** In the sparse high-risk view (AP13) exactly when open and in the HIGH bucket. */
    public boolean isHighRiskOpen() {
        return status.isOpen() && riskScore.isHigh();
    }

    /** The state with a new score, one version on, touched at {@code at}. */
    public CaseState rescored(RiskScore newScore, Instant at) {
        return new CaseState(tenantId, caseId, status, newScore, classification, version + 1, openedAt, at);
    }
}

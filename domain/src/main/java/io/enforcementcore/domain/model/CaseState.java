package io.enforcementcore.domain.model;

import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/**
 * The mutable lifecycle of a case, apart from its description: status, risk and the
 * optimistic-concurrency version that every case-level command names. Carries {@code openedAt} so that
 * the tenant status view (AP12) and the high-risk view (AP13) can be served from this one record, and the
 * case's classification, which never changes, so that every command on the case can be refused to a
 * principal not cleared for it by a condition on this one record.
 *
 * @param counts the case's {@link CaseCounts}, kept since it was opened; none for a case opened before they
 *               were kept, whose counts are unknown (never zero by default: nothing has counted them)
 */
public record CaseState(
        TenantId tenantId,
        CaseId caseId,
        CaseStatus status,
        RiskScore riskScore,
        Classification classification,
        long version,
        Instant openedAt,
        Instant updatedAt,
        Option<CaseCounts> counts) {

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
        Objects.requireNonNull(counts, "counts");
    }

    public static CaseState opened(TenantId tenantId, CaseId caseId, RiskScore riskScore,
                                   Classification classification, Instant openedAt) {
        return new CaseState(tenantId, caseId, CaseStatus.UNDER_REVIEW, riskScore, classification, FIRST_VERSION,
                openedAt, openedAt, Option.some(CaseCounts.NOTHING_YET));
    }

    /** In the sparse high-risk view (AP13) exactly when open and in the HIGH bucket. */
    public boolean isHighRiskOpen() {
        return status.isOpen() && riskScore.isHigh();
    }

    /** The state with a new score, one version on, touched at {@code at}. */
    public CaseState rescored(RiskScore newScore, Instant at) {
        return new CaseState(tenantId, caseId, status, newScore, classification, Versions.after(version), openedAt,
                at, counts);
    }

    /**
     * The state as a change decided without reading it leaves it: in {@code newStatus}, at {@code newVersion},
     * touched at {@code at}. Copies what the change decided; decides nothing.
     */
    public CaseState updated(CaseStatus newStatus, long newVersion, Instant at) {
        return new CaseState(tenantId, caseId, newStatus, riskScore, classification, newVersion, openedAt, at, counts);
    }

    /** The same state with its counts moved by {@code delta}; unknown counts stay unknown. */
    public CaseState counted(CaseCounts.Delta delta) {
        return withCounts(counts.map(kept -> kept.plus(delta)));
    }

    /** The same state, last changed at {@code at}: a count moving changes STATE too. */
    public CaseState touchedAt(Instant at) {
        return new CaseState(tenantId, caseId, status, riskScore, classification, version, openedAt, at, counts);
    }

    public CaseState withCounts(Option<CaseCounts> newCounts) {
        return new CaseState(tenantId, caseId, status, riskScore, classification, version, openedAt, updatedAt,
                newCounts);
    }
}

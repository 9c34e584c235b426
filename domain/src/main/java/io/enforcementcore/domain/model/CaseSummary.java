package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Comparator;

/** One row of the tenant views (AP12, AP13): enough to list a case without reading its collection. */
public record CaseSummary(TenantId tenantId, CaseId caseId, CaseStatus status, RiskScore riskScore,
                          Classification classification, Instant openedAt, long version) {

    /** AP12's order: newest opened first, then by case id, descending (the order of its index). */
    public static final Comparator<CaseSummary> NEWEST_OPENED_FIRST = Comparator
            .comparing(CaseSummary::openedAt).thenComparing(summary -> summary.caseId().value()).reversed();

    /** AP13's order: highest score first, then by case id, descending (the order of its index). */
    public static final Comparator<CaseSummary> HIGHEST_RISK_FIRST = Comparator
            .comparing((CaseSummary summary) -> summary.riskScore().value())
            .thenComparing(summary -> summary.caseId().value()).reversed();

    public static CaseSummary of(CaseState state) {
        return new CaseSummary(state.tenantId(), state.caseId(), state.status(), state.riskScore(),
                state.classification(), state.openedAt(), state.version());
    }
}

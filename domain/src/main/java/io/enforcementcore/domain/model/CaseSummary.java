package io.enforcementcore.domain.model;

import java.time.Instant;

/** One row of the tenant views (AP12, AP13): enough to list a case without reading its collection. */
public record CaseSummary(TenantId tenantId, CaseId caseId, CaseStatus status, RiskScore riskScore,
                          Classification classification, Instant openedAt, long version) {

    public static CaseSummary of(CaseState state) {
        return new CaseSummary(state.tenantId(), state.caseId(), state.status(), state.riskScore(),
                state.classification(), state.openedAt(), state.version());
    }
}

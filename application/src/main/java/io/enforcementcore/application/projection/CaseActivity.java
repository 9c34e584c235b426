package io.enforcementcore.application.projection;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import java.time.Instant;

/**
 * Where a case stands, as the facts the platform announces tell it (its opening, status changes, renames
 * and reference changes): what a supervisor's board or another service keeps without reading the case.
 * Built only from those facts, so it can be rebuilt from the case's timeline at any time.
 *
 * @param changes how many distinct announced facts of the case it was built from
 * @param lastChangedAt when the latest of them happened
 */
public record CaseActivity(TenantId tenantId, CaseId caseId, ExternalRef externalRef, Title title, CaseStatus status,
                           int changes, Instant lastChangedAt) {
}

package io.enforcementcore.application.projection;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import java.time.Instant;
import java.util.Set;

/**
 * A case at a glance, as its history tells it: what a supervisor's dashboard shows without reading the
 * case collection. Built only from the case's facts, so it can be rebuilt from the timeline at any time.
 *
 * @param facts how many distinct facts of the case it was built from
 * @param lastActivityAt when the latest of them happened
 */
public record CaseActivity(TenantId tenantId, CaseId caseId, ExternalRef externalRef, Title title, CaseStatus status,
                           RiskScore riskScore, Set<TaskId> openTasks, Set<DeadlineId> openDeadlines,
                           Set<PartyId> parties, int evidence, int facts, Instant lastActivityAt) {

    public CaseActivity {
        openTasks = Set.copyOf(openTasks);
        openDeadlines = Set.copyOf(openDeadlines);
        parties = Set.copyOf(parties);
    }
}

package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;

/**
 * Driven port for the cross-case views of a tenant, each listing only what belongs in it.
 *
 * <p>Contract: eventually consistent. A view may lag behind a commit, so no caller may rely on reading
 * its own write here; once writes stop, every view converges to exactly the open (or matching) records.
 * Only records that belong in a view are ever examined: closing, completing or meeting something takes
 * it out of the view rather than leaving it to be filtered.
 *
 * <p>The case lists (AP12, AP13), the task queue (AP03) and the deadline view (AP04) take the reader's
 * clearance and never hold a case, or a task or deadline of a case, classified above it:
 * each classification is a partition of its own, and only those at or below the clearance are read and
 * merged in the view's order (see {@link io.enforcementcore.domain.paging.MergedPages}), so a case above it is never examined either.
 */
public interface ForReadingTenantViews {

    /**
     * AP03: open tasks of an assignee on cases classified at most {@code clearance}, by due time, within the
     * window.
     */
    Page<Task> openTasksOfAssignee(TenantId tenantId, UserId assignee, DueWindow window, Classification clearance,
                                   PageRequest page);

    /**
     * AP04: open deadlines of the tenant's cases classified at most {@code clearance}, due at or before
     * {@code dueBy}, by due time.
     */
    Page<Deadline> openDeadlinesDueBy(TenantId tenantId, Instant dueBy, Classification clearance, PageRequest page);

    /** AP12: the tenant's cases in a status classified at most {@code clearance}, newest opened first. */
    Page<CaseSummary> casesInStatus(TenantId tenantId, CaseStatus status, Classification clearance, PageRequest page);

    /**
     * AP13: the tenant's open cases in the HIGH risk bucket classified at most {@code clearance}, highest
     * score first.
     */
    Page<CaseSummary> highRiskOpenCases(TenantId tenantId, Classification clearance, PageRequest page);
}

package io.enforcementcore.acceptance.support;

import io.enforcementcore.acceptance.support.Names.DeadlineName;
import io.enforcementcore.acceptance.support.Names.TaskName;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import java.util.List;

/**
 * How things stand right now, read through the driving port by the agency's auditor. Steps use it to fill
 * in what a caller would know from an earlier look (a case's version, a task's due time) and to check the
 * state of things after a request. Only reads of the case's own records are used here: those see every
 * request that returned before them.
 */
public final class Lookups {
    private final ScenarioContext context;

    public Lookups(ScenarioContext context) {
        this.context = context;
    }

    public CaseView caseView(TenantId tenant, String caseId) {
        return RawQueries.caseId(caseId).flatMap(id -> context.core().caseView(auditor(tenant), id)).getOrElseThrow(
                rejection ->
                new AssertionError("the working view of case '" + context.names().externalRefOf(caseId)
                        + "' could not be read: " + rejection.message()));
    }

    /**
     * The case's version as a caller would have last seen it; for a case that cannot be read (another
     * agency's, a malformed id) the first version, so the request goes out and meets its real answer.
     */
    public long caseVersion(TenantId tenant, String caseId) {
        return RawQueries.caseId(caseId)
                .flatMap(id -> context.core().caseView(auditor(tenant), id))
                .map(view -> view.state().version())
                .getOrElse(1L);
    }

    public List<Task> tasksOfCase(TenantId tenant, String caseId) {
        return EveryPage.all(page -> RawQueries.caseId(caseId)
                .flatMap(id -> context.core().tasksOfCase(auditor(tenant), id, page)));
    }

    public List<Deadline> deadlinesOfCase(TenantId tenant, String caseId) {
        return EveryPage.all(page -> RawQueries.caseId(caseId)
                .flatMap(id -> context.core().deadlinesOfCase(auditor(tenant), id, page)));
    }

    public Task task(TaskName name) {
        return tasksOfCase(name.tenantId(), name.caseId()).stream()
                .filter(task -> task.taskId().value().equals(name.taskId()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("task " + name.taskId() + " is no longer listed on case '"
                        + context.names().externalRefOf(name.caseId()) + "'"));
    }

    public Deadline deadline(DeadlineName name) {
        return deadlinesOfCase(name.tenantId(), name.caseId()).stream()
                .filter(deadline -> deadline.deadlineId().value().equals(name.deadlineId()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("deadline " + name.deadlineId()
                        + " is no longer listed on case '" + context.names().externalRefOf(name.caseId()) + "'"));
    }

    private Principal auditor(TenantId tenant) {
        return context.auditorOf(tenant);
    }
}

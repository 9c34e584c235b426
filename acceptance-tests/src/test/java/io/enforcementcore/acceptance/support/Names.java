package io.enforcementcore.acceptance.support;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.TenantId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The names a scenario uses for what the platform identifies by minted ids: people by name, cases by
 * their agency's external reference, tasks by title, deadlines by kind within their case. A name that
 * was never given is passed on as it is, so a scenario can also speak of cases that do not exist or of
 * malformed ids.
 */
public final class Names {
    private final Map<String, Principal> people = new HashMap<>();
    private final Map<String, String> caseIdsByRef = new HashMap<>();
    private final Map<String, String> refsByCaseId = new HashMap<>();
    private final Map<String, String> classificationsByCaseId = new HashMap<>();
    private final Map<String, List<CaseName>> casesByRef = new HashMap<>();
    private final Map<String, TaskName> tasks = new HashMap<>();
    private final Map<String, DeadlineName> deadlines = new HashMap<>();

    /** A case as the scenario knows it: its agency and its id. */
    public record CaseName(TenantId tenantId, String caseId) {
    }

    /** Where a task lives; its due time and version are read afresh whenever they matter. */
    public record TaskName(TenantId tenantId, String caseId, String taskId) {
    }

    public record DeadlineName(TenantId tenantId, String caseId, String deadlineId) {
    }

    public void introduce(String name, Principal principal) {
        if (people.putIfAbsent(name, principal) != null) {
            throw new IllegalStateException(name + " was introduced twice");
        }
    }

    public Principal person(String name) {
        Principal principal = people.get(name);
        if (principal == null) {
            throw new IllegalStateException("nobody called '" + name + "' was introduced in this scenario");
        }
        return principal;
    }

    public void caseOpened(TenantId tenant, String externalRef, String caseId, String classification) {
        caseIdsByRef.put(key(tenant, externalRef), caseId);
        refsByCaseId.put(caseId, externalRef);
        classificationsByCaseId.put(caseId, classification);
        casesByRef.computeIfAbsent(externalRef, ref -> new ArrayList<>()).add(new CaseName(tenant, caseId));
    }

    /** The one case with this reference in the scenario, whichever agency it belongs to. */
    public CaseName onlyCase(String externalRef) {
        List<CaseName> cases = casesByRef.getOrDefault(externalRef, List.of());
        if (cases.size() != 1) {
            throw new IllegalStateException(cases.isEmpty()
                    ? "no case with external reference '" + externalRef + "' was opened in this scenario"
                    : "several agencies have a case '" + externalRef + "': say which agency's case is meant");
        }
        return cases.get(0);
    }

    /**
     * The classification the case was opened with, as its file shows it to whoever opened it; a case this
     * scenario did not open is named RESTRICTED, the classification a case is opened with by default.
     */
    public String classificationOf(String caseId) {
        return classificationsByCaseId.getOrDefault(caseId, "RESTRICTED");
    }

    /** The id of the agency's case with this reference, or the text itself if there is none. */
    public String caseId(TenantId tenant, String externalRef) {
        return caseIdsByRef.getOrDefault(key(tenant, externalRef), externalRef);
    }

    /** The agency's case with this reference, named as {@link #caseId} names it. */
    public CaseName caseOf(TenantId tenant, String externalRef) {
        return new CaseName(tenant, caseId(tenant, externalRef));
    }

    /** Every case opened in the scenario, in no particular order. */
    public List<CaseName> allCases() {
        return casesByRef.values().stream().flatMap(List::stream).toList();
    }

    public String externalRefOf(String caseId) {
        return refsByCaseId.getOrDefault(caseId, caseId);
    }

    public void taskCreated(String title, TaskName task) {
        if (tasks.putIfAbsent(title, task) != null) {
            throw new IllegalStateException("two tasks are called '" + title + "': give each its own title");
        }
    }

    public TaskName task(String title) {
        TaskName task = tasks.get(title);
        if (task == null) {
            throw new IllegalStateException("no task called '" + title + "' was created in this scenario");
        }
        return task;
    }

    public void deadlineAdded(String kind, DeadlineName deadline) {
        String key = key(deadline.tenantId(), deadline.caseId() + '\u0000' + kind);
        if (deadlines.putIfAbsent(key, deadline) != null) {
            throw new IllegalStateException("case '" + externalRefOf(deadline.caseId()) + "' has two '" + kind
                    + "' deadlines: give each case one deadline of a kind");
        }
    }

    public DeadlineName deadline(TenantId tenant, String caseId, String kind) {
        DeadlineName deadline = deadlines.get(key(tenant, caseId + '\u0000' + kind));
        if (deadline == null) {
            throw new IllegalStateException("case '" + externalRefOf(caseId) + "' got no '" + kind + "' deadline");
        }
        return deadline;
    }

    private static String key(TenantId tenant, String name) {
        return tenant.value() + '\u0000' + name;
    }
}

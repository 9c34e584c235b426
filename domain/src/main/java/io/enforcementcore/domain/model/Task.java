package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * A piece of work on a case. While OPEN it is listed in its assignee's queue (AP03); completing it
 * takes it out of that queue. {@code caseTitle} is a snapshot of the case title,
 * refreshed by the title reconciliation job after a rename (C12).
 */
public record Task(
        TenantId tenantId,
        CaseId caseId,
        TaskId taskId,
        Title title,
        UserId assignee,
        Instant dueAt,
        TaskStatus status,
        long version,
        Title caseTitle,
        Instant createdAt,
        Instant updatedAt) {

    public Task {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(assignee, "assigneeId");
        Timestamps.requireInRange("dueAt", dueAt);
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(caseTitle, "caseTitle");
        Timestamps.requireInRange("createdAt", createdAt);
        Timestamps.requireInRange("updatedAt", updatedAt);
        Versions.requireValid(version);
    }

    public static Task open(TenantId tenantId, CaseId caseId, TaskId taskId, Title title, UserId assignee,
                            Instant dueAt, Title caseTitle, Instant at) {
        return new Task(tenantId, caseId, taskId, title, assignee, dueAt, TaskStatus.OPEN, 1, caseTitle, at, at);
    }

    public TaskHandle handle() {
        return new TaskHandle(caseId, taskId, dueAt);
    }

    public boolean isOpen() {
        return status == TaskStatus.OPEN;
    }

    /** The task moved to {@code newDueAt}, one version on, touched at {@code at}. */
    public Task rescheduledTo(Instant newDueAt, Instant at) {
        return new Task(tenantId, caseId, taskId, title, assignee, newDueAt, status, version + 1, caseTitle,
                createdAt, at);
    }

    public Task withCaseTitle(Title newCaseTitle, Instant at) {
        return new Task(tenantId, caseId, taskId, title, assignee, dueAt, status, version, newCaseTitle, createdAt, at);
    }
}

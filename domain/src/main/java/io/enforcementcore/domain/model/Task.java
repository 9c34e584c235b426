package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Comparator;
import java.util.Objects;

/**
 * A piece of work on a case. While OPEN it is listed in its assignee's queue (AP03); completing it
 * takes it out of that queue. {@code caseTitle} is a snapshot of the case title,
 * refreshed by the title reconciliation job after a rename (C12); its {@link Audit} names the case's owner and
 * classification, which never change, so that the queue shows the task only to those cleared for the case.
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
        Audit audit) {

    /**
     * AP03's order: soonest due first, then by case, then by task, the ids compared as {@link IdOrder}
     * orders a pair (the order in which a store lists open tasks across cases).
     */
    public static final Comparator<Task> DUE_FIRST = Comparator.comparing(Task::dueAt)
            .thenComparing(task -> task.caseId().value(), IdOrder.FOLLOWED)
            .thenComparing(task -> task.taskId().value(), IdOrder.LAST);

    public Task {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(assignee, "assigneeId");
        Timestamps.requireInRange("dueAt", dueAt);
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(caseTitle, "caseTitle");
        Objects.requireNonNull(audit, "audit");
        Versions.requireValid(version);
    }

    /** A new open task; {@code created} names its case's owner and classification, and who creates it when. */
    public static Task open(TenantId tenantId, CaseId caseId, TaskId taskId, Title title, UserId assignee,
                            Instant dueAt, Title caseTitle, Audit created) {
        return new Task(tenantId, caseId, taskId, title, assignee, dueAt, TaskStatus.OPEN, 1, caseTitle, created);
    }

    /** The case's, which never changes: it places the task in AP03's range of that classification. */
    public Classification classification() {
        return audit.classification();
    }

    public Instant createdAt() {
        return audit.createdAt();
    }

    public Instant updatedAt() {
        return audit.updatedAt();
    }

    public TaskHandle handle() {
        return new TaskHandle(caseId, taskId, dueAt);
    }

    public boolean isOpen() {
        return status == TaskStatus.OPEN;
    }

    /** The task moved to {@code newDueAt}, one version on, changed by {@code by} at {@code at}. */
    public Task rescheduledTo(Instant newDueAt, UserId by, Instant at) {
        return new Task(tenantId, caseId, taskId, title, assignee, newDueAt, status, Versions.after(version),
                caseTitle, audit.touched(by, at));
    }

    /**
     * The task as a change decided without reading it leaves it: of {@code newAssignee}, in {@code newStatus},
     * at {@code newVersion}, changed by {@code by} at {@code at}. Copies what the change decided; decides nothing.
     */
    public Task updated(UserId newAssignee, TaskStatus newStatus, long newVersion, UserId by, Instant at) {
        return new Task(tenantId, caseId, taskId, title, newAssignee, dueAt, newStatus, newVersion, caseTitle,
                audit.touched(by, at));
    }

    public Task withCaseTitle(Title newCaseTitle, UserId by, Instant at) {
        return new Task(tenantId, caseId, taskId, title, assignee, dueAt, status, version, newCaseTitle,
                audit.touched(by, at));
    }
}

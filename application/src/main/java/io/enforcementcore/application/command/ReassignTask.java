package io.enforcementcore.application.command;

/** C05. The task is named as the caller saw it: case, task id, due time and version. */
public record ReassignTask(String caseId, String taskId, String dueAt, long expectedVersion, String newAssigneeId,
                           String idempotencyKey) {
}

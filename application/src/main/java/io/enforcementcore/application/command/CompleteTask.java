package io.enforcementcore.application.command;

/** C06. */
public record CompleteTask(String caseId, String taskId, String dueAt, long expectedVersion, String idempotencyKey) {
}

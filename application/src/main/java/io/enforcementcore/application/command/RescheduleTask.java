package io.enforcementcore.application.command;

/** C10. */
public record RescheduleTask(String caseId, String taskId, String dueAt, long expectedVersion, String newDueAt,
                             String idempotencyKey) {
}

package io.enforcementcore.application.command;

/** C04. {@code dueAt} is an ISO-8601 UTC instant such as {@code 2026-07-12T17:00:00Z}. */
public record CreateTask(String caseId, String title, String assigneeId, String dueAt, String idempotencyKey) {
}

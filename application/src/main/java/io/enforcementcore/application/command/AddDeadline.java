package io.enforcementcore.application.command;

/** C07. */
public record AddDeadline(String caseId, String deadlineType, String dueAt, String idempotencyKey) {
}

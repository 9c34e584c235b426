package io.enforcementcore.application.command;

/** C08: {@code outcome} is MET or MISSED. */
public record ResolveDeadline(String caseId, String deadlineId, String dueAt, long expectedVersion, String outcome,
                              String idempotencyKey) {
}

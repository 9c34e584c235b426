package io.enforcementcore.application.command;

/** C12. */
public record RenameCase(String caseId, long expectedVersion, String title, String idempotencyKey) {
}

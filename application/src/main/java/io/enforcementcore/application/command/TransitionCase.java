package io.enforcementcore.application.command;

/** C02: move the case to {@code targetStatus}, if it is still at the version the caller saw. */
public record TransitionCase(String caseId, long expectedVersion, String targetStatus, String idempotencyKey) {
}

package io.enforcementcore.application.command;

/** C11. */
public record ChangeRiskScore(String caseId, long expectedVersion, int riskScore, String idempotencyKey) {
}

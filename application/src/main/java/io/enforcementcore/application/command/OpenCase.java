package io.enforcementcore.application.command;

/** C01. */
public record OpenCase(String externalRef, String title, int riskScore, String classification, String ownerOrgId,
                       String idempotencyKey) {
}

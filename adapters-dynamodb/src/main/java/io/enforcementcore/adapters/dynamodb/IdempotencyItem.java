package io.enforcementcore.adapters.dynamodb;

/** An idempotency record's attributes: the request fingerprint and the flattened receipt. */
record IdempotencyItem(String tenantId, String idempotencyKey, String requestFingerprint, String command,
                       String caseId, String entityId, long version, String dueAt, String recordedAt,
                       String createdAt, String updatedAt) {
}

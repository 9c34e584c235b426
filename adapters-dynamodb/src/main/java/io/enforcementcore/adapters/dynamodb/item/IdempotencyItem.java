package io.enforcementcore.adapters.dynamodb.item;


/**
 * An idempotency record's attributes: the request fingerprint and the flattened receipt, whose entity is
 * its kind, its id and, for a task or deadline, the due time of its handle; {@code expiresAt} is the
 * table's time-to-live, in epoch seconds.
 */
record IdempotencyItem(String tenantId, String idempotencyKey, String requestFingerprint, String command,
                       String caseId, String entityKind, String entityId, long version, String dueAt,
                       String recordedAt, String createdAt, String updatedAt, long expiresAt) {
}

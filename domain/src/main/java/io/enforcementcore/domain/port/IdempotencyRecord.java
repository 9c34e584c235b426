package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TenantId;
import java.time.Instant;
import java.util.Objects;

/**
 * Remembers that a command ran under an idempotency key: a fingerprint of its request and the receipt
 * it returned. Written in the same transaction as the command; its key must not exist yet.
 */
public record IdempotencyRecord(TenantId tenantId, IdempotencyKey key, String requestFingerprint, Receipt receipt,
                                Instant recordedAt) {
    public IdempotencyRecord {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(requestFingerprint, "requestFingerprint");
        Objects.requireNonNull(receipt, "receipt");
        Objects.requireNonNull(recordedAt, "recordedAt");
    }
}

package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.TenantId;
import java.time.Instant;
import java.util.Objects;

/**
 * Remembers that a command ran under an idempotency key: a fingerprint of its request and the receipt
 * it returned. Written in the same transaction as the command; its key must not exist yet, or only as a
 * record that has expired. From {@code expiresAt} on (see {@link RetentionPolicy}) the record reads as
 * absent, whether or not the store has deleted it yet.
 */
public record IdempotencyRecord(TenantId tenantId, IdempotencyKey key, String requestFingerprint, Receipt receipt,
                                Instant recordedAt, Instant expiresAt) {
    public IdempotencyRecord {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(requestFingerprint, "requestFingerprint");
        Objects.requireNonNull(receipt, "receipt");
        Objects.requireNonNull(recordedAt, "recordedAt");
        RetentionPolicy.requireWholeSeconds("expiresAt", expiresAt);
        if (!expiresAt.isAfter(recordedAt)) {
            throw new IllegalArgumentException("an idempotency record must expire after it is recorded ("
                    + recordedAt + "), not at " + expiresAt);
        }
    }

    /** Whether the record has expired by {@code asOf}: then it answers no retry and claims its key no longer. */
    public boolean hasExpiredAt(Instant asOf) {
        return RetentionPolicy.hasExpired(expiresAt, asOf);
    }
}

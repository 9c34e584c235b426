package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TenantId;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * Driven port for idempotency records. Contract: strongly consistent; keys are scoped by tenant; a record
 * that has expired by {@code asOf} is absent, whether or not the store has deleted it yet.
 */
public interface ForRecallingCommands {
    Option<IdempotencyRecord> recall(TenantId tenantId, IdempotencyKey key, Instant asOf);
}

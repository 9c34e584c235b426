package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TenantId;
import io.vavr.control.Option;

/** Driven port for idempotency records. Contract: strongly consistent; keys are scoped by tenant. */
public interface ForRecallingCommands {
    Option<IdempotencyRecord> recall(TenantId tenantId, IdempotencyKey key);
}

package io.enforcementcore.application;

import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.vavr.control.Option;

/**
 * What the domain decided a command writes and what the command will answer once that is written. The
 * receipt is known before the commit so that it can travel in the same transaction as the idempotency
 * record.
 */
record Plan(TenantId tenantId, Decision decision, Receipt receipt) {

    static Plan of(TenantId tenantId, Receipt receipt, Decision decision) {
        return new Plan(tenantId, decision, receipt);
    }

    ChangeSet changeSet(Option<IdempotencyRecord> idempotency) {
        return new ChangeSet(receipt.command(), tenantId, decision, idempotency);
    }
}

package io.enforcementcore.application;

import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Change;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.vavr.control.Option;
import java.util.List;

/**
 * What a command is about to write and what it will answer once that is written. The receipt is known
 * before the commit so that it can travel in the same transaction as the idempotency record.
 */
record Plan(TenantId tenantId, List<Change> changes, Receipt receipt) {
    Plan {
        changes = List.copyOf(changes);
    }

    static Plan of(TenantId tenantId, Receipt receipt, Change... changes) {
        return new Plan(tenantId, List.of(changes), receipt);
    }

    ChangeSet changeSet(Option<IdempotencyRecord> idempotency) {
        return new ChangeSet(receipt.command(), tenantId, changes, idempotency);
    }
}

package io.enforcementcore.application.runtime;

import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.vavr.control.Option;

/**
 * What the domain decided a command writes, who writes it, and what the command will answer once that is
 * written. The receipt is known before the commit so that it can travel in the same transaction as the
 * idempotency record.
 */
public record Plan(TenantId tenantId, Authorship authorship, Decision decision, Receipt receipt) {

    /** A decision made under {@code act} on a case of {@code provenance}. */
    public static Plan of(Act act, Provenance provenance, Receipt receipt, Decision decision) {
        return new Plan(act.tenantId(), Authorship.onCase(act.actor(), act.at(), provenance), decision, receipt);
    }

    ChangeSet changeSet(Option<IdempotencyRecord> idempotency) {
        return new ChangeSet(receipt.command(), tenantId, authorship, decision, idempotency);
    }
}

package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
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

    /**
     * The record {@link #recall} answers and the case's metadata as {@link ForReadingCases#metadata} answers
     * it, in one request: a keyed command that must read its case before it plans reads both at once, since
     * a retry needs only the record and a first call both. Each is what its own read would have found.
     */
    RecallWithCase recallWithCase(TenantId tenantId, IdempotencyKey key, Instant asOf, CaseId caseId);

    /** What {@link #recallWithCase} found: the record, and the case's metadata if the tenant has the case. */
    record RecallWithCase(Option<IdempotencyRecord> record, Option<CaseMetadata> metadata) {
        public RecallWithCase {
            java.util.Objects.requireNonNull(record, "record");
            java.util.Objects.requireNonNull(metadata, "metadata");
        }
    }
}

package io.enforcementcore.adapters.inmemory.port;

import io.enforcementcore.adapters.inmemory.meter.Meter;
import io.enforcementcore.adapters.inmemory.table.ItemAddress;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.adapters.inmemory.table.Stored;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ForRecallingCommands;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.metering.ForSizingItems;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Idempotency records by tenant and key. An expired record is kept until a new one takes its key, as
 * DynamoDB keeps it until its time-to-live sweep, and reads as absent all the same; it is metered as read,
 * since DynamoDB charges for reading it.
 */
public final class MemoryRecall implements ForRecallingCommands {
    private static final String RECALL = "IDEMPOTENCY";

    private final MemoryTables store;
    private final Meter meter;

    public MemoryRecall(MemoryTables store, Meter meter) {
        this.store = store;
        this.meter = meter;
    }

    @Override
    public Option<IdempotencyRecord> recall(TenantId tenantId, IdempotencyKey key, Instant asOf) {
        Option<Stored<IdempotencyRecord>> found = storedRecord(tenantId, key);
        meter.get(RECALL, found, Stored.sized(ForSizingItems::idempotencyRecord));
        return unexpired(found, asOf);
    }

    /** As DynamoDB's adapter reads them: the record and META in one batch of two keys. */
    @Override
    public RecallWithCase recallWithCase(TenantId tenantId, IdempotencyKey key, Instant asOf, CaseId caseId) {
        Option<Stored<IdempotencyRecord>> record = storedRecord(tenantId, key);
        Option<Stored<CaseMetadata>> metadata = store.readCase(caseId, () -> store.caseOf(tenantId, caseId)
                .flatMap(partition -> Option.of(partition.metadata)));
        List<Long> found = new ArrayList<>(2);
        record.forEach(stored -> found.add(meter.bytes(stored, Stored.sized(ForSizingItems::idempotencyRecord))));
        metadata.forEach(stored -> found.add(meter.bytes(stored, Stored.sized(ForSizingItems::caseMetadata))));
        meter.batchRead(RECALL, 2, found);
        return new RecallWithCase(unexpired(record, asOf), metadata.map(Stored::item));
    }

    private Option<Stored<IdempotencyRecord>> storedRecord(TenantId tenantId, IdempotencyKey key) {
        return store.readAt(ItemAddress.idempotency(tenantId, key), () -> store.storedIdempotencyRecord(tenantId, key));
    }

    private static Option<IdempotencyRecord> unexpired(Option<Stored<IdempotencyRecord>> found, Instant asOf) {
        return found.map(Stored::item).filter(record -> !record.hasExpiredAt(asOf));
    }
}

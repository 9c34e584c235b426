package io.enforcementcore.adapters.inmemory.port;

import io.enforcementcore.adapters.inmemory.meter.Meter;
import io.enforcementcore.adapters.inmemory.table.ItemAddress;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.adapters.inmemory.table.Stored;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ForRecallingCommands;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.metering.ForSizingItems;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * Idempotency records by tenant and key. An expired record is kept until a new one takes its key, as
 * DynamoDB keeps it until its time-to-live sweep, and reads as absent all the same; it is metered as read,
 * since DynamoDB charges for reading it.
 */
public final class MemoryRecall implements ForRecallingCommands {
    private final MemoryTables store;
    private final Meter meter;

    public MemoryRecall(MemoryTables store, Meter meter) {
        this.store = store;
        this.meter = meter;
    }

    @Override
    public Option<IdempotencyRecord> recall(TenantId tenantId, IdempotencyKey key, Instant asOf) {
        Option<Stored<IdempotencyRecord>> found = store.readAt(ItemAddress.idempotency(tenantId, key),
                () -> store.storedIdempotencyRecord(tenantId, key));
        meter.get("IDEMPOTENCY", found, Stored.sized(ForSizingItems::idempotencyRecord));
        return found.map(Stored::item).filter(record -> !record.hasExpiredAt(asOf));
    }
}

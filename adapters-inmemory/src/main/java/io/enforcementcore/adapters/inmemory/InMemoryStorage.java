package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.adapters.inmemory.commit.MemoryChanges;
import io.enforcementcore.adapters.inmemory.meter.Meter;
import io.enforcementcore.adapters.inmemory.port.MemoryCaseReads;
import io.enforcementcore.adapters.inmemory.port.MemoryLeases;
import io.enforcementcore.adapters.inmemory.port.MemoryMigration;
import io.enforcementcore.adapters.inmemory.port.MemoryOutbox;
import io.enforcementcore.adapters.inmemory.port.MemoryRecall;
import io.enforcementcore.adapters.inmemory.port.MemoryTenantViews;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ForSizingItems;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * The in-memory store: every storage port of the design, with the semantics of the DynamoDB adapter
 * (atomic change sets with their conditions checked at commit time, the same orders, sparse views,
 * pages, tenant isolation and request reports) and none of its latency. Each call to {@code create}
 * makes a new, empty store; it lives as long as its ports are referenced. Safe for concurrent use.
 */
public final class InMemoryStorage {
    /** Shards of the pending-outbox view, as on DynamoDB. */
    public static final int OUTBOX_SHARDS = 8;

    private InMemoryStorage() {
    }

    public static StoragePorts create() {
        return create(ForObservingStorage.NONE);
    }

    /** A new, empty store that reports each of its requests to {@code observer}, with no sizes. */
    public static StoragePorts create(ForObservingStorage observer) {
        Objects.requireNonNull(observer, "observer");
        return create(new Meter(observer, Option.none()));
    }

    /**
     * A new, empty store that reports each of its requests to {@code observer} with the bytes and
     * capacity units DynamoDB would charge, items sized by {@code sizing} (the DynamoDB adapter's
     * {@code DynamoDbStorage.itemSizing()}, say), and each item a committed write wrote.
     */
    public static StoragePorts create(ForObservingStorage observer, ForSizingItems sizing) {
        Objects.requireNonNull(observer, "observer");
        Objects.requireNonNull(sizing, "sizing");
        return create(new Meter(observer, Option.some(sizing)));
    }

    private static StoragePorts create(Meter meter) {
        MemoryTables store = new MemoryTables(OUTBOX_SHARDS);
        return new StoragePorts(new MemoryChanges(store, meter), new MemoryCaseReads(store, meter),
                new MemoryTenantViews(store, meter), new MemoryOutbox(store, meter), new MemoryRecall(store, meter),
                new MemoryMigration(store, meter), new MemoryLeases(store));
    }
}

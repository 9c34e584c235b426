package io.enforcementcore.adapters.inmemory.port;

import io.enforcementcore.adapters.inmemory.meter.Meter;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.adapters.inmemory.table.SortKeys;
import io.enforcementcore.adapters.inmemory.table.SortKeys.PendingKey;
import io.enforcementcore.adapters.inmemory.table.Stored;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForRelayingOutbox;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;

/** AP10: one shard of the pending-outbox view, oldest first. */
public final class MemoryOutbox implements ForRelayingOutbox {
    private final MemoryTables store;
    private final Meter meter;

    public MemoryOutbox(MemoryTables store, Meter meter) {
        this.store = store;
        this.meter = meter;
    }

    @Override
    public int shardCount() {
        return store.views().shardCount();
    }

    @Override
    public Page<OutboxEvent> pending(int shard, PageRequest page) {
        if (shard < 0 || shard >= shardCount()) {
            throw new IllegalArgumentException("shard must be between 0 and " + (shardCount() - 1) + ", was " + shard);
        }
        Page<Stored<OutboxEvent>> found = store.views().pendingIn(shard, pending -> MemoryPaging.page(pending, page,
                PendingKey::parse, PendingKey::position));
        meter.query(AccessPatternId.AP10, Meter.GSI1, found.items(),
                Stored.sized((sizing, event) -> sizing.outboxEvent(Meter.GSI1, event)));
        return found.map(Stored::item);
    }
}

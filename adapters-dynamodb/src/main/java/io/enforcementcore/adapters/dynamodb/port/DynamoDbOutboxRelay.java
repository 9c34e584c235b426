package io.enforcementcore.adapters.dynamodb.port;

import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternRegistry;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForRelayingOutbox;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;

/** {@link ForRelayingOutbox}: one GSI1 partition per shard ({@code OUTBOX#PENDING#nn}), oldest first. */
public final class DynamoDbOutboxRelay implements ForRelayingOutbox {
    private final StorageClient client;
    private final int shards;

    public DynamoDbOutboxRelay(StorageClient client, int shards) {
        this.client = client;
        this.shards = shards;
    }

    @Override
    public int shardCount() {
        return shards;
    }

    @Override
    public Page<OutboxEvent> pending(int shard, PageRequest page) {
        if (shard < 0 || shard >= shards) {
            throw new IllegalArgumentException("shard must be 0.." + (shards - 1) + ", was " + shard);
        }
        return AccessPatternRegistry.AP10.query(KeyGrammar.outboxPendingPk(shard))
                .pageOfAllTenants(client, page, EventCodecs::outbox);
    }
}

package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.OutboxEvent;

/**
 * Driven port for the pending-outbox view (AP10). The view is split into {@link #shardCount()} shards
 * so that no single place of the store takes every write; a relay reads each shard oldest first.
 *
 * <p>Contract: eventually consistent like every view; an event leaves the view when it is marked
 * published (see {@link PricedChange.MarkOutboxPublished}), and is kept from then on only until the expiry the
 * change names, never to come back to this view. Events of all tenants are listed: the relay is a
 * platform job, not a tenant's.
 */
public interface ForRelayingOutbox {

    int shardCount();

    /** AP10: pending events of one shard, oldest first (occurredAt, then eventId). */
    Page<OutboxEvent> pending(int shard, PageRequest page);
}

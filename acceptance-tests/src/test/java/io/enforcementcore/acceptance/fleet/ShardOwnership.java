package io.enforcementcore.acceptance.fleet;

import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.port.ForLeasing;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * Who owns each outbox shard over time, read from the lease board every {@link #EVERY} on a thread of its
 * own: for each shard, the longest stretch in which no lease on it was live, from the moment its lease lapsed or
 * was given up (the lease says when) to the start of the first read that shows it owned again. Stretches count
 * only once every shard has been owned (before the fleet's first rounds, all are free). A stretch read this way
 * may be off the real one by up to one interval and one read.
 */
final class ShardOwnership implements AutoCloseable {
    static final Duration EVERY = Duration.ofMillis(50);
    private final ForLeasing leases;
    private final int shards;
    private final Instant[] unownedSince;
    private final Duration[] longestUnowned;
    private final Thread reader;
    private volatile boolean stopped;
    private boolean everyShardOwned;

    ShardOwnership(ForLeasing leases, int shards) {
        this.leases = leases;
        this.shards = shards;
        this.unownedSince = new Instant[shards];
        this.longestUnowned = new Duration[shards];
        Arrays.fill(longestUnowned, Duration.ZERO);
        this.reader = new Thread(this::read, "shard-ownership");
        reader.setDaemon(true);
        reader.start();
    }

    private void read() {
        while (!stopped) {
            Instant asked = Instant.now();
            LeaseBoard board = leases.board(LeaseGroup.OUTBOX_SHARDS);
            Instant now = Instant.now();
            boolean allOwned = true;
            synchronized (this) {
                for (int shard = 0; shard < shards; shard++) {
                    Option<Lease> lease = board.lease(LeaseGroup.OUTBOX_SHARDS.lease(shard));
                    boolean owned = lease.exists(held -> !held.isFreeAt(now));
                    allOwned &= owned;
                    if (owned && unownedSince[shard] != null) {
                        // taken at the latest when the read that shows it began
                        Duration stretch = Duration.between(unownedSince[shard], asked);
                        if (everyShardOwned && stretch.compareTo(longestUnowned[shard]) > 0) {
                            longestUnowned[shard] = stretch;
                        }
                        unownedSince[shard] = null;
                    } else if (!owned && unownedSince[shard] == null) {
                        // free since its lease lapsed or was given up, which the lease itself tells
                        unownedSince[shard] = lease.map(Lease::expiresAt).getOrElse(now);
                    }
                }
                everyShardOwned |= allOwned;
            }
            LockSupport.parkNanos(EVERY.toNanos());
        }
    }

    /** The longest stretch any shard went unowned so far, one still going on included. */
    synchronized Duration longestUnowned() {
        Duration longest = Duration.ZERO;
        Instant now = Instant.now();
        for (int shard = 0; shard < shards; shard++) {
            Duration current = everyShardOwned && unownedSince[shard] != null
                    ? Duration.between(unownedSince[shard], now) : Duration.ZERO;
            longest = Collections.max(List.of(longest, longestUnowned[shard], current));
        }
        return longest;
    }

    @Override
    public void close() throws InterruptedException {
        stopped = true;
        reader.join();
    }
}

package io.enforcementcore.application.worker;

import io.enforcementcore.application.job.PublishedMark;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Which outbox shards a relay worker may work now, asked once per round: the seam where shard leases plug
 * in. Until an instance owns shards by lease, {@link #everyShard} lets every worker work every shard, and
 * the mark that finds an event still pending keeps two of them from both marking it; both may publish it.
 *
 * <p>An owner of a shard by lease answers only the shards it holds at {@code now}, brings a mark fenced by
 * its lease for each ({@link #markFor}), and gives its leases back on {@link #release()}.
 * Called on the worker's thread only.
 */
public interface ShardClaims {

    /** The shards to work this round, each once; none is a round with nothing to do. */
    List<Integer> shardsToWork(Instant now);

    /** The mark for events published from {@code shard}; {@code plain} unless the claim fences it. */
    default PublishedMark markFor(int shard, PublishedMark plain) {
        return plain;
    }

    /** The worker stopped: what it held may go to another instance now rather than at expiry. */
    default void release() {
    }

    /**
     * How long the worker may rest between rounds when it wants {@code wanted}: an owner by lease must come
     * back before its leases lapse, so it answers less.
     */
    default Duration waitAtMost(Duration wanted) {
        return wanted;
    }

    /**
     * Whether the round may go on at {@code now} with the shards it was given: an owner by lease says no once
     * a lease nears its expiry or a mark was refused, so that the round stops before it publishes what another
     * instance may now publish too.
     */
    default boolean stillHeld(Instant now) {
        return true;
    }

    /** Marks refused so far because the shard's lease had changed hands: the events stay for the new owner. */
    default long lostMarks() {
        return 0;
    }

    /** Every shard, every round: no ownership at all. */
    static ShardClaims everyShard(List<Integer> shards) {
        List<Integer> all = List.copyOf(shards);
        return now -> all;
    }
}

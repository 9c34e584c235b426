package io.enforcementcore.application.worker;

import io.enforcementcore.application.job.PublishedMark;
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

    /** Every shard, every round: no ownership at all. */
    static ShardClaims everyShard(List<Integer> shards) {
        List<Integer> all = List.copyOf(shards);
        return now -> all;
    }
}

package io.enforcementcore.application.worker;

import io.enforcementcore.application.job.PublishedMark;
import io.enforcementcore.application.lease.ForObservingLeases;
import io.enforcementcore.application.lease.ShardLeases;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.observation.LeaseObservation;
import io.enforcementcore.application.observation.WorkerObservation;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.port.ForLeasing;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.rejection.Rejection;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The shards a relay worker owns by lease: each round ticks its {@link ShardLeases} (beat, renew, take, give
 * up), works the shards it may still act under, and marks their events with a mark fenced by the shard's
 * lease, so that a worker that stalled past its lease cannot mark what the new owner now works. Such a
 * refused mark is counted ({@link #lostMarks()}) and logged; the event stays pending for the new owner, which
 * publishes it again; the round stops there, and also once a lease nears its expiry, so that a worker that
 * fell behind publishes nothing more that the new owner publishes too. It ticks at least every third of a lease
 * period (a round stops then and the next begins at once; a rest is no longer), so that it renews in time and
 * takes a dead instance's shards soon after they lapse; and it leaves the group on release, so that the others
 * take its shards at once. Every tick is reported to the observer. Called on the worker's thread.
 */
public final class LeasedShards implements ShardClaims {
    private static final Logger LOG = LoggerFactory.getLogger(LeasedShards.class);

    private final Counting counting;
    private final ShardLeases leases;
    private final Function<Lease, PublishedMark> fenced;
    private final Supplier<Instant> clock;
    private final Duration renewWithin;
    private final InstanceId me;
    private final AtomicLong lostMarks = new AtomicLong();
    private Map<Integer, Lease> held = Map.of();
    private volatile boolean lostInRound;
    private Instant tickedAt = Instant.MIN;

    /**
     * {@code fenced} makes the mark of an owner under a lease; the leases are taken for {@code period}, and
     * this worker stops acting under one a fifth of a period before it expires.
     */
    LeasedShards(ForLeasing leasing, InstanceId me, int shards, Duration period, Function<Lease, PublishedMark> fenced,
                 Supplier<Instant> clock, ForObservingCommands observer) {
        this.me = me;
        this.counting = new Counting(WorkerObservation.OUTBOX_RELAY, LeaseGroup.OUTBOX_SHARDS, observer);
        this.leases = new ShardLeases(leasing, me, LeaseGroup.OUTBOX_SHARDS, shards, period, period.dividedBy(5),
                counting);
        this.fenced = fenced;
        this.clock = clock;
        this.renewWithin = period.dividedBy(3);
    }

    /** The instance these leases are taken for, as the lease items name their owner. */
    public InstanceId instance() {
        return me;
    }

    @Override
    public List<Integer> shardsToWork(Instant now) {
        lostInRound = false;
        tickedAt = now;
        List<Lease> current = leases.tick(now);
        held = current.stream().collect(Collectors.toUnmodifiableMap(lease -> lease.name().index(), lease -> lease));
        counting.report(current.size());
        return current.stream().map(lease -> lease.name().index()).toList();
    }

    @Override
    public PublishedMark markFor(int shard, PublishedMark plain) {
        Lease lease = held.get(shard);
        if (lease == null) {
            throw new IllegalStateException("shard " + shard + " was not given to this round");
        }
        PublishedMark mark = fenced.apply(lease);
        return (event, at) -> mark.mark(event, at).peekLeft(refused -> {
            if (refused instanceof Rejection.StaleVersion stale && stale.entity().equals("lease")) {
                lostMarks.incrementAndGet();
                lostInRound = true;
                LOG.warn("outbox relay worker: the mark of an event of shard {} was refused: the lease {} changed hands"
                        + " (fence {} now {}); the event stays pending for its new owner", shard, lease.name(),
                        lease.fence(), stale.actualVersion());
            }
        });
    }

    @Override
    public boolean stillHeld(Instant now) {
        return !lostInRound && now.isBefore(tickedAt.plus(renewWithin)) && leases.current(now).size() == held.size();
    }

    @Override
    public Duration waitAtMost(Duration wanted) {
        return wanted.compareTo(renewWithin) > 0 ? renewWithin : wanted;
    }

    @Override
    public long lostMarks() {
        return lostMarks.get();
    }

    /** Leaves the group; if the store fails, the leases lapse after their period as if this instance had died. */
    @Override
    public void release() {
        held = Map.of();
        try {
            leases.leave(clock.get());
        } catch (StorageFailure failure) {
            LOG.warn("outbox relay worker: leaving the lease group failed; its shards move on when their leases lapse: {}",
                    failure.getClass().getSimpleName());
        }
        counting.report(0);
    }

    /** Tallies a tick's changes as {@link ShardLeases} reports them, then tells the observer once. */
    private static final class Counting implements ForObservingLeases {
        private final String worker;
        private final LeaseGroup group;
        private final ForObservingCommands observer;
        private int taken;
        private int released;
        private int lost;

        Counting(String worker, LeaseGroup group, ForObservingCommands observer) {
            this.worker = worker;
            this.group = group;
            this.observer = observer;
        }

        @Override
        public void taken(Lease lease) {
            taken++;
        }

        @Override
        public void released(Lease lease) {
            released++;
        }

        @Override
        public void lost(LeaseName name, InstanceId formerOwner) {
            lost++;
        }

        void report(int held) {
            observer.leasesTicked(new LeaseObservation(worker, group.value(), taken, released, lost, held));
            taken = 0;
            released = 0;
            lost = 0;
        }
    }
}

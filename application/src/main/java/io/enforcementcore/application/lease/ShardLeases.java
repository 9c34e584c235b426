package io.enforcementcore.application.lease;

import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.model.LeaseRefused;
import io.enforcementcore.domain.port.ForLeasing;
import io.vavr.control.Either;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One instance's part in sharing a group's shards among a fleet, through leases in the store. Each
 * {@link #tick} beats (so that the others count this instance, even while it holds nothing), reads the group
 * once, and renews, releases and takes as {@link ShardShares} plans; it answers the leases this instance may
 * act under now, each with the fence its writes must carry. Tick well within a lease period (a third of it,
 * say): a lease not renewed for a whole period is free to others, which is how the shards of an instance
 * that stopped move on.
 *
 * <p>Clocks: expiry is judged by this instance's clock, so the fleet's clocks must agree to far better than
 * a period. A lease is answered only while more than {@code margin} of it is left, so that a little skew, or a
 * worker's round that runs on after the tick, never has two instances act on one shard; the fence on every
 * write covers the rest. Not thread-safe: one thread ticks.
 */
public final class ShardLeases {
    private static final Logger LOG = LoggerFactory.getLogger(ShardLeases.class);
    private final ForLeasing leases;
    private final InstanceId me;
    private final LeaseGroup group;
    private final int shards;
    private final Duration period;
    private final Duration margin;
    private final ForObservingLeases observer;
    private List<Lease> held = List.of();

    public ShardLeases(ForLeasing leases, InstanceId me, LeaseGroup group, int shards, Duration period,
                       Duration margin, ForObservingLeases observer) {
        this.leases = Objects.requireNonNull(leases, "leases");
        this.me = Objects.requireNonNull(me, "me");
        this.group = Objects.requireNonNull(group, "group");
        this.period = Objects.requireNonNull(period, "period");
        this.margin = Objects.requireNonNull(margin, "margin");
        this.observer = Objects.requireNonNull(observer, "observer");
        if (shards < 1) {
            throw new IllegalArgumentException("a group needs at least one shard, not " + shards);
        }
        if (margin.isNegative() || margin.multipliedBy(2).compareTo(period) >= 0) {
            throw new IllegalArgumentException("the margin (" + margin + ") must be under half the period (" + period + ")");
        }
        this.shards = shards;
    }

    /**
     * A new id for this process: {@code label} (a host or service name, for people) and a random UUID, so that
     * no two processes share one, on one machine or many, however they are named.
     */
    public static InstanceId newInstanceId(String label) {
        return InstanceId.of(label, UUID.randomUUID());
    }

    /** One round at {@code now}; the leases this instance may act under, by shard. */
    public List<Lease> tick(Instant now) {
        Instant until = now.plus(period);
        leases.beat(group, me, until);
        LeaseBoard board = leases.board(group);
        ShardShares.Moves moves = ShardShares.plan(board, me, shards, now);
        List<Lease> next = new ArrayList<>();
        for (Lease lease : moves.renew()) {
            leases.renew(lease, until).forEach(next::add);
        }
        for (Lease lease : moves.release()) {
            Either<LeaseRefused, Lease> released = leases.release(lease, now);
            released.forEach(gone -> {
                LOG.info("released {} under fence {} to make room for the fleet's other members", gone.name(), gone.fence());
                observer.released(gone);
            });
        }
        for (LeaseName name : moves.take()) {
            leases.take(name, me, now, until).forEach(taken -> {
                LOG.info("took {} under fence {} until {}", taken.name(), taken.fence(), taken.expiresAt());
                observer.taken(taken);
                next.add(taken);
            });
        }
        reportLost(next, moves.release());
        held = next.stream().sorted((a, b) -> Integer.compare(a.name().index(), b.name().index())).toList();
        return current(now);
    }

    /** The leases of the last tick this instance may still act under at {@code now}, margin kept. */
    public List<Lease> current(Instant now) {
        return held.stream().filter(lease -> lease.safelyHeldBy(me, now, margin)).toList();
    }

    /**
     * Gives up every lease held and ends this instance's membership, so that the others take its shards at
     * once rather than after their expiry, and count it out of the shares.
     */
    public void leave(Instant now) {
        leases.beat(group, me, now);
        for (Lease lease : held) {
            leases.release(lease, now).forEach(gone -> {
                LOG.info("released {} under fence {}: leaving", gone.name(), gone.fence());
                observer.released(gone);
            });
        }
        held = List.of();
    }

    private void reportLost(List<Lease> next, List<Lease> released) {
        for (Lease before : held) {
            boolean kept = next.stream().anyMatch(now -> now.name().equals(before.name()) && now.fence() == before.fence());
            boolean givenUp = released.stream().anyMatch(gone -> gone.name().equals(before.name()));
            if (!kept && !givenUp) {
                LOG.info("lost {} held under fence {}: another instance took it, or it expired", before.name(),
                        before.fence());
                observer.lost(before.name(), me);
            }
        }
    }
}

package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.model.LeaseRefused;
import io.vavr.control.Either;
import java.time.Instant;

/**
 * Driven port for leases kept in the store itself, so that the instances of a fleet share out work (the
 * outbox's shards) with nothing but the store between them.
 *
 * <p>Contract: each write is one conditional write, checked against the lease as stored when it lands,
 * whoever else writes at the same moment. {@link #take} lands only on a lease never taken or expired at
 * {@code now} (the caller's clock: see {@link Lease} on skew), stepping the fence by one; {@link #renew} and
 * {@link #release} land only while the lease is still the one the caller holds (same owner, same fence), so
 * a renewal never revives a lease someone else took meanwhile. Of several instances racing for one lease,
 * exactly one wins; the others are answered a {@link LeaseRefused}, never a failure. A write whose answer
 * was lost and that had landed is answered as landed. {@link #board} is strongly consistent: it sees every
 * write answered before it began. Infrastructure trouble is thrown as a {@link StorageFailure}.
 */
public interface ForLeasing {

    /** Every lease of the group and every member's latest beat, in one read. */
    LeaseBoard board(LeaseGroup group);

    /** Takes the lease for {@code taker} until {@code until}, if it was never taken or has expired at {@code now}. */
    Either<LeaseRefused, Lease> take(LeaseName name, InstanceId taker, Instant now, Instant until);

    /** Extends {@code held} to {@code until}, if it is still held as it was (owner and fence). */
    Either<LeaseRefused, Lease> renew(Lease held, Instant until);

    /** Gives {@code held} up at {@code now}, if it is still held as it was; the fence stays. */
    Either<LeaseRefused, Lease> release(Lease held, Instant now);

    /** Says that {@code member} takes part in sharing out the group until {@code until}; the last beat counts. */
    void beat(LeaseGroup group, InstanceId member, Instant until);
}

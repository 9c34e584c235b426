package io.enforcementcore.adapters.inmemory.port;

import io.enforcementcore.adapters.inmemory.table.LeasePartition;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseMember;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.model.LeaseRefused;
import io.enforcementcore.domain.port.ForLeasing;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * Leases in the group's partition: each write checks and writes under the partition's stripe, as DynamoDB
 * checks a conditional write against the item as it is when the write lands.
 */
public final class MemoryLeases implements ForLeasing {
    private final MemoryTables store;

    public MemoryLeases(MemoryTables store) {
        this.store = store;
    }

    @Override
    public LeaseBoard board(LeaseGroup group) {
        return store.underLeases(group, LeasePartition::board);
    }

    @Override
    public Either<LeaseRefused, Lease> take(LeaseName name, InstanceId taker, Instant now, Instant until) {
        return store.underLeases(name.group(), partition -> {
            Lease current = partition.lease(name.index());
            if (current != null && !current.isFreeAt(now)) {
                return Either.left(new LeaseRefused(name, taker, Option.some(current)));
            }
            Lease taken = current == null ? Lease.first(name, taker, until) : current.takenBy(taker, until);
            partition.put(taken);
            return Either.right(taken);
        });
    }

    @Override
    public Either<LeaseRefused, Lease> renew(Lease held, Instant until) {
        return rewrite(held, held.renewedUntil(until));
    }

    @Override
    public Either<LeaseRefused, Lease> release(Lease held, Instant now) {
        return rewrite(held, held.releasedAt(now));
    }

    private Either<LeaseRefused, Lease> rewrite(Lease held, Lease next) {
        return store.underLeases(held.name().group(), partition -> {
            Lease current = partition.lease(held.name().index());
            if (current == null || !current.isStill(held)) {
                return Either.left(new LeaseRefused(held.name(), held.owner(), Option.of(current)));
            }
            partition.put(next);
            return Either.right(next);
        });
    }

    @Override
    public void beat(LeaseGroup group, InstanceId member, Instant until) {
        store.underLeases(group, partition -> {
            partition.put(new LeaseMember(group, member, until));
            return null;
        });
    }
}

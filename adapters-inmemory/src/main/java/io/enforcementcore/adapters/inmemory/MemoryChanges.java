package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.CommitId;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.ForStoringChanges;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.enforcementcore.metering.StoredRecords;
import io.vavr.control.Option;
import java.util.List;

/**
 * Commits a change set under the store's write lock: every precondition is checked first, against the
 * store as it is at that moment, and only when all hold is anything written. So a set is all or nothing
 * and concurrent commits are serialised, as with one DynamoDB transaction per set. The records its items
 * held just before and just after are kept, so that the write is priced from both, as DynamoDB prices it.
 * A set that landed already (one of the items it writes still carries its commit id) is answered as
 * committed again and writes nothing, as the DynamoDB adapter answers it.
 */
final class MemoryChanges implements ForStoringChanges {
    private final MemoryTables store;
    private final PreconditionCheck preconditions;
    private final Effects effects;
    private final Meter meter;
    private final MemoryCommitMarks marks = new MemoryCommitMarks();

    MemoryChanges(MemoryTables store, Meter meter) {
        this.store = store;
        this.preconditions = new PreconditionCheck(store);
        this.effects = new Effects(store);
        this.meter = meter;
    }

    /** The records the transaction's items held just before and just after it: what its writes are priced from. */
    record Seen(StoredRecords before, StoredRecords after) {
    }

    @Override
    public Either<Rejection, Committed> commit(ChangeSet changes) {
        Footprint footprint = Footprint.of(changes);
        List<ItemAddress> touched = footprint.all();
        CommitId commit = changes.commitId();
        Either<Rejection, Option<Seen>> outcome = store.write(() -> {
            if (marks.anyMarkedBy(footprint.written(), commit)) {
                return Either.right(Option.none());
            }
            Option<Rejection> refused = preconditions.firstFailure(changes);
            if (refused.isDefined()) {
                return Either.left(refused.get());
            }
            StoredRecords before = store.recordsAt(touched);
            effects.apply(changes);
            marks.mark(footprint.written(), store::holds, commit);
            return Either.right(Option.some(new Seen(before, store.recordsAt(touched))));
        });
        meter.write(changes, footprint.touched(), outcome.toOption().flatMap(seen -> seen));
        return outcome.map(seen -> new Committed(changes.command(), footprint.written().size()));
    }
}

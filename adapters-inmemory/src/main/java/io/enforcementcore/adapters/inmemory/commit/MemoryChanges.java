package io.enforcementcore.adapters.inmemory.commit;

import io.enforcementcore.adapters.inmemory.meter.Meter;
import io.enforcementcore.adapters.inmemory.table.CommitMark;
import io.enforcementcore.adapters.inmemory.table.ItemAddress;
import io.enforcementcore.adapters.inmemory.table.ItemSlot;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.adapters.inmemory.table.Stored;
import io.enforcementcore.adapters.inmemory.table.Stripes;
import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.ForStoringChanges;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.metering.ForSizingItems;
import io.enforcementcore.metering.StoredRecords;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Commits a change set holding the stripes of every partition it touches: every precondition is checked
 * first, against the store as it is at that moment, and only when all hold is anything written; its index
 * changes are applied holding the stripes of their index partitions too, before any stripe is let go. So a
 * set is all or nothing, no read sees part of it, and concurrent commits on one item are serialised, as
 * with one DynamoDB transaction per set, while commits on different cases run side by side. While requests are
 * sized, the records its items held just before and just after are kept, so that the write is priced from both,
 * as DynamoDB prices it. A set that landed already (one of the items it writes still carries its mark)
 * is answered as committed again and writes nothing, as the DynamoDB adapter answers it ({@link CommitMark}).
 */
public final class MemoryChanges implements ForStoringChanges {
    private final MemoryTables store;
    private final PreconditionCheck check;
    private final Effects effects;
    private final Meter meter;

    public MemoryChanges(MemoryTables store, Meter meter) {
        this.store = store;
        this.check = new PreconditionCheck(store);
        this.effects = new Effects(store);
        this.meter = meter;
    }

    @Override
    public Either<Rejection, Committed> commit(ChangeSet changes) {
        // built once: the footprint lists their subjects, and the check reads them under the stripes
        List<Precondition> preconditions = changes.preconditions();
        Footprint footprint = Footprint.of(changes, preconditions);
        int[] stripes = footprint.stripes(store.stripes());
        Option<ForSizingItems> sizing = meter.sizingNow();
        // made before the stripes are taken: the other threads need not wait for its hash
        CommitMark mark = CommitMark.of(changes);
        store.stripes().lockAll(stripes);
        Either<Rejection, Option<Meter.Seen>> outcome;
        try {
            outcome = commitHolding(changes, preconditions, footprint, mark, sizing.isDefined());
        } finally {
            store.stripes().unlockAll(stripes);
        }
        meter.write(changes, footprint.touched(), outcome.isRight() ? outcome.get() : Option.none(), sizing);
        return outcome.isRight() ? Either.right(new Committed(changes.command(), footprint.written().size()))
                : Either.left(outcome.getLeft());
    }

    private Either<Rejection, Option<Meter.Seen>> commitHolding(ChangeSet changes, List<Precondition> preconditions,
                                                          Footprint footprint, CommitMark mark, boolean priced) {
        NewFacts facts = NewFacts.lookUp(footprint, mark, store);
        if (facts.carryTheMark() || mark instanceof CommitMark.Digested && anyMarkedBy(footprint, mark)) {
            return Either.right(Option.none());
        }
        Option<Rejection> refused = check.firstFailure(preconditions);
        if (refused.isDefined()) {
            return Either.left(refused.get());
        }
        facts.requireNoneTaken(changes.command());
        StoredRecords before = priced ? recordsAt(footprint.all()) : StoredRecords.NONE;
        MemoryTables.Writing writing = MemoryTables.Writing.of(mark, changes.authorship());
        effects.apply(changes, writing);
        Stripes indexes = store.views().stripes();
        int[] indexStripes = writing.views().stripes(indexes);
        indexes.lockAll(indexStripes);
        try {
            writing.views().apply();
        } finally {
            indexes.unlockAll(indexStripes);
        }
        return Either.right(Option.some(new Meter.Seen(before, priced ? recordsAt(footprint.all()) : StoredRecords.NONE)));
    }

    /**
     * Whether an item the set writes carries its mark: how a set with no fact (whose mark is its digest) tells
     * that it landed; any of its items may have been rewritten by a later commit since.
     */
    private boolean anyMarkedBy(Footprint footprint, CommitMark mark) {
        for (ItemSlot written : footprint.written()) {
            if (markedBy(written, mark)) {
                return true;
            }
        }
        return false;
    }

    private boolean markedBy(ItemSlot item, CommitMark mark) {
        Stored<?> stored = store.storedAt(item);
        return stored != null && stored.markedBy(mark);
    }

    /** The records held in {@code items} now, stamped, by their addresses: what a write is priced from. */
    private StoredRecords recordsAt(Collection<ItemSlot> items) {
        Map<ItemAddress, StoredRecords.StampedRecord> held = new HashMap<>();
        for (ItemSlot item : items) {
            Stored<?> stored = store.storedAt(item);
            if (stored != null) {
                held.put(item.address(), new StoredRecords.StampedRecord(stored.item(), stored.audit()));
            }
        }
        return (partitionKey, sortKey) -> Option.of(held.get(new ItemAddress(partitionKey, sortKey)));
    }
}

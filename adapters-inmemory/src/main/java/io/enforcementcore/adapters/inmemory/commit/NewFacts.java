package io.enforcementcore.adapters.inmemory.commit;

import io.enforcementcore.adapters.inmemory.table.CommitMark;
import io.enforcementcore.adapters.inmemory.table.ItemSlot;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.adapters.inmemory.table.Stored;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.port.StoreUnavailable;
import java.util.List;

/**
 * The facts a change set records (its timeline and outbox events), each looked up once while its commit holds
 * the stripes: whether one of them carries the set's own mark, so that the set has landed already, and the
 * first that another commit wrote. A fact is put only where there is none, as the DynamoDB adapter puts it
 * only if absent, so nothing rewrites a fact and a set that landed always finds its mark on one.
 */
final class NewFacts {
    private boolean marked;
    private ItemSlot taken;

    private NewFacts() {
    }

    static NewFacts lookUp(Footprint footprint, CommitMark mark, MemoryTables store) {
        NewFacts facts = new NewFacts();
        List<ItemSlot> all = footprint.facts();
        for (int i = 0; i < all.size(); i++) {
            ItemSlot fact = all.get(i);
            Stored<?> stored = store.storedAt(fact);
            if (stored != null && stored.markedBy(mark)) {
                facts.marked = true;
            } else if (stored != null && facts.taken == null) {
                facts.taken = fact;
            }
        }
        return facts;
    }

    /** Whether one of the facts was written by the commit marked as this set is. */
    boolean carryTheMark() {
        return marked;
    }

    /**
     * Fails the commit when another commit wrote one of the facts (its caller reused the event id): not a
     * rejection, since no business rule was broken, but, as on DynamoDB, a retryable failure, since the
     * command planned again mints new ids.
     */
    void requireNoneTaken(CommandId command) {
        if (taken != null) {
            String named = (taken.kind() == ItemSlot.Kind.TIMELINE_EVENT ? "timeline event " : "outbox event ")
                    + taken.timeKey().id();
            throw new StoreUnavailable("commit of " + command, 1, new IllegalStateException(
                    named + " exists already, written by another commit: a fact is never rewritten"));
        }
    }
}

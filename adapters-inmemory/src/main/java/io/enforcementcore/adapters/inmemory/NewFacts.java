package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.StoreUnavailable;

/**
 * The facts a change set records (its timeline and outbox events), each looked up once while its commit holds
 * the stripes: whether one of them carries the set's own mark, so that the set has landed already, and the
 * first that another commit wrote. A fact is put only where there is none, as the DynamoDB adapter puts it
 * only if absent, so nothing rewrites a fact and a set that landed always finds its mark on one.
 */
final class NewFacts {
    private boolean marked;
    private Change taken;

    private NewFacts() {
    }

    static NewFacts lookUp(ChangeSet changes, CommitMark mark, MemoryTables store) {
        NewFacts facts = new NewFacts();
        for (Change change : changes.changes()) {
            ItemSlot slot = change instanceof Change.AppendTimeline c ? ItemSlot.event(c.event())
                    : change instanceof Change.AppendOutbox c
                    ? ItemSlot.outbox(c.event().caseId(), c.event().occurredAt(), c.event().eventId()) : null;
            Stored<?> stored = slot == null ? null : store.storedAt(slot);
            if (stored != null && stored.markedBy(mark)) {
                facts.marked = true;
            } else if (stored != null && facts.taken == null) {
                facts.taken = change;
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
    void requireNoneTaken(String command) {
        if (taken != null) {
            String named = taken instanceof Change.AppendTimeline c ? "timeline event " + c.event().eventId()
                    : "outbox event " + ((Change.AppendOutbox) taken).event().eventId();
            throw new StoreUnavailable("commit of " + command, 1, new IllegalStateException(
                    named + " exists already, written by another commit: a fact is never rewritten"));
        }
    }
}

package io.enforcementcore.metering;

import java.util.List;
import java.util.Objects;

/**
 * What one item operation of a committed write did, reported by a store that knows its item layout:
 * the item itself and each secondary-index entry it put, moved, deleted or rewrote. Summed per
 * command, these are the command's write amplification.
 *
 * @param attribution   the command id (C01..C14) the write served
 * @param operation     Put, Update, Delete or ConditionCheck (a transaction charges a check like a write)
 * @param entityType    the stored item's type, e.g. {@code CaseState}, {@code UniqueExternalRef}
 * @param bytes         the size the write is charged at: the larger of the item before and after it (a
 *                      Delete or ConditionCheck, the item it finds)
 * @param capacityUnits write units of the item itself (twice the standard ones inside a transaction)
 * @param indexWrites   what the write did to the item's entries in the secondary indexes
 * @param lowerBound    the store did not see the item the write found (it writes without reading), so
 *                      {@code bytes} and every unit here are the least DynamoDB may have charged, never
 *                      the charge: a report must say so wherever it shows them
 */
public record ItemWrite(String attribution, String operation, String entityType, long bytes, double capacityUnits,
                        List<IndexWrite> indexWrites, boolean lowerBound) {

    public ItemWrite {
        Objects.requireNonNull(attribution, "attribution");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(entityType, "entityType");
        indexWrites = List.copyOf(indexWrites);
    }

    /** A write priced from both items it went between: its figures are DynamoDB's charge. */
    public ItemWrite(String attribution, String operation, String entityType, long bytes, double capacityUnits,
                     List<IndexWrite> indexWrites) {
        this(attribution, operation, entityType, bytes, capacityUnits, indexWrites, false);
    }

    /**
     * Write units of the item and of every index write. A write priced without the item it found counts
     * its conditional index writes as if they happened; its item units stay a lower bound.
     */
    public double totalCapacityUnits() {
        return capacityUnits + indexWrites.stream().mapToDouble(IndexWrite::capacityUnits).sum();
    }

    /** What an index entry went through; each effect costs that many standard writes of the entry. */
    public enum Effect {
        /** The item entered the index. */
        ADDED(1),
        /** The entry's key changed: the old entry is deleted and a new one put. */
        MOVED(2),
        /** The item left the index (its key attributes were removed, or it was deleted). */
        REMOVED(1),
        /** The key stayed and other projected attributes changed. */
        REWRITTEN(1);

        private final int writes;

        Effect(int writes) {
            this.writes = writes;
        }

        public int writes() {
            return writes;
        }
    }

    /**
     * @param index         the index's name
     * @param conditional   the effect happens only if the item was in the index before, which the store
     *                      cannot know without reading the item first (a transition of a case that may
     *                      or may not be high risk, for one)
     * @param capacityUnits the standard write units of the effect, each write sized by the entry it
     *                      deletes or puts (a rewrite by the larger of the two)
     */
    public record IndexWrite(String index, Effect effect, boolean conditional, double capacityUnits) {
        public IndexWrite {
            Objects.requireNonNull(index, "index");
            Objects.requireNonNull(effect, "effect");
        }
    }
}

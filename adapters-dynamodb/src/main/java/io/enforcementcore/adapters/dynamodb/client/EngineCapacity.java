package io.enforcementcore.adapters.dynamodb.client;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/**
 * The capacity units the engine says a request consumed, read from the ConsumedCapacity of its
 * response, kept beside our own figure ({@link Capacity}) for comparison only: an engine's figure need
 * not follow DynamoDB's rules (moto invents its own), and even DynamoDB answers a transaction replayed
 * under the same ClientRequestToken with the reads of the replay, not the writes. {@code NaN} stands for
 * "the engine reported none", and it spreads: a sum with any part unreported is unreported, never a
 * smaller number that looks complete.
 */
public final class EngineCapacity {
    public static final double NONE = Double.NaN;

    private EngineCapacity() {
    }

    /** The total of a single-table response (GetItem, Query, Scan, UpdateItem); NaN if absent. */
    public static double of(ConsumedCapacity consumed) {
        return consumed == null || consumed.capacityUnits() == null ? NONE : consumed.capacityUnits();
    }

    /**
     * The total over every table a multi-table response (BatchGetItem, TransactWriteItems) lists; NaN
     * if it lists none, since an empty list is no figure at all (a transaction always consumes).
     */
    public static double ofAll(List<ConsumedCapacity> consumed) {
        if (consumed == null || consumed.isEmpty()) {
            return NONE;
        }
        double total = 0;
        for (ConsumedCapacity table : consumed) {
            total += of(table); // NaN + anything is NaN: one unreported table leaves the total unreported
        }
        return total;
    }
}

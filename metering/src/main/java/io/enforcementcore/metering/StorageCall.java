package io.enforcementcore.metering;

/**
 * What one storage request did, reported by every adapter: which access pattern or command it served,
 * the operation and index it used, items examined and returned, bytes and capacity units by
 * DynamoDB's sizing rules, and round trips.
 *
 * @param capacityUnits       the request's capacity units as we compute them by DynamoDB's published
 *                            sizing rules; every report and check uses this figure
 * @param engineCapacityUnits the capacity units the storage engine itself said the request consumed
 *                            (its ConsumedCapacity), or {@code NaN} when the engine reported none (an
 *                            in-memory store, a failed request, an engine that answers without it).
 *                            Recorded for comparison only: it never replaces {@code capacityUnits}
 *                            in any report or check, because an engine's figure (a local emulator's
 *                            especially) need not follow DynamoDB's rules
 * @param lowerBound          {@code bytes} and {@code capacityUnits} are the least the request may have
 *                            cost, not its cost: a write priced without the items it found (the DynamoDB
 *                            adapter does not read before it writes); every report shows them as such
 */
public record StorageCall(String attribution, String operation, String index, int itemsExamined, int itemsReturned,
                          long bytes, double capacityUnits, int roundTrips, double engineCapacityUnits,
                          boolean lowerBound) {
    public static final String BASE_TABLE = "table";

    /** A request priced exactly, with the engine's own figure beside ours. */
    public StorageCall(String attribution, String operation, String index, int itemsExamined, int itemsReturned,
                       long bytes, double capacityUnits, int roundTrips, double engineCapacityUnits) {
        this(attribution, operation, index, itemsExamined, itemsReturned, bytes, capacityUnits, roundTrips,
                engineCapacityUnits, false);
    }

    /** A request whose engine reported no capacity figure of its own. */
    public StorageCall(String attribution, String operation, String index, int itemsExamined, int itemsReturned,
                       long bytes, double capacityUnits, int roundTrips) {
        this(attribution, operation, index, itemsExamined, itemsReturned, bytes, capacityUnits, roundTrips,
                Double.NaN);
    }
}

package io.enforcementcore.domain.port;

/**
 * What one storage request did, reported by every adapter: which access pattern or command it served,
 * the operation and index it used, items examined and returned, bytes and capacity units by
 * DynamoDB's sizing rules, and round trips.
 */
public record StorageCall(String attribution, String operation, String index, int itemsExamined, int itemsReturned,
                          long bytes, double capacityUnits, int roundTrips) {
    public static final String BASE_TABLE = "table";
}

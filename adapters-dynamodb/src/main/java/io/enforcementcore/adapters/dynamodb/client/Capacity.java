package io.enforcementcore.adapters.dynamodb.client;

import io.enforcementcore.metering.CapacityUnits;

/**
 * Capacity units by DynamoDB's rules, computed from item sizes rather than trusted from the engine.
 * The arithmetic is {@link CapacityUnits}', shared with the in-memory store; this names it for the
 * adapter's requests.
 */
public final class Capacity {
    private Capacity() {
    }

    public static double itemRead(long itemBytes, boolean consistent) {
        return CapacityUnits.itemRead(itemBytes, consistent);
    }

    public static double queryRead(long totalBytes, boolean consistent) {
        return CapacityUnits.queryRead(totalBytes, consistent);
    }

    public static double transactionalWrite(long itemBytes) {
        return CapacityUnits.transactionalWrite(itemBytes);
    }

    public static double write(long itemBytes) {
        return CapacityUnits.write(itemBytes);
    }
}

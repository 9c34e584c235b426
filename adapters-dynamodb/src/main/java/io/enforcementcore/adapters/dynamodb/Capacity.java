package io.enforcementcore.adapters.dynamodb;

/**
 * Capacity units by DynamoDB's rules, computed from item sizes rather than trusted from the engine:
 * a read unit covers 4 KB strongly consistent (half a unit eventually consistent), rounded up per
 * item for GetItem/BatchGetItem and once per request for Query, at least one unit per request; a
 * write unit covers 1 KB, rounded up per item, doubled inside a transaction.
 */
final class Capacity {
    static final long READ_UNIT_BYTES = 4 * 1024;
    static final long WRITE_UNIT_BYTES = 1024;

    private Capacity() {
    }

    static double itemRead(long itemBytes, boolean consistent) {
        return Math.max(1, units(itemBytes, READ_UNIT_BYTES)) * readFactor(consistent);
    }

    static double queryRead(long totalBytes, boolean consistent) {
        return Math.max(1, units(totalBytes, READ_UNIT_BYTES)) * readFactor(consistent);
    }

    static double transactionalWrite(long itemBytes) {
        return 2.0 * Math.max(1, units(itemBytes, WRITE_UNIT_BYTES));
    }

    static double write(long itemBytes) {
        return Math.max(1, units(itemBytes, WRITE_UNIT_BYTES));
    }

    private static long units(long bytes, long unit) {
        return (bytes + unit - 1) / unit;
    }

    private static double readFactor(boolean consistent) {
        return consistent ? 1.0 : 0.5;
    }
}

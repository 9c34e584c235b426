package io.enforcementcore.metering;

/**
 * DynamoDB's capacity-unit arithmetic, the one place it is written: a read unit covers 4 KB read
 * strongly consistent (half a unit eventually consistent), rounded up per item for GetItem and
 * BatchGetItem and once over the whole result for a Query, at least one unit per request; a write unit
 * covers 1 KB, rounded up per item, and a write inside a transaction costs two. A write is sized by the
 * larger of the item before and after it (a Delete or ConditionCheck by the item it finds); an index write
 * is a standard write of the entry it puts or deletes. Which sizes those are is the stores' to say.
 */
public final class CapacityUnits {
    public static final long READ_UNIT_BYTES = 4 * 1024;
    public static final long WRITE_UNIT_BYTES = 1024;

    private CapacityUnits() {
    }

    /** One item of a GetItem or BatchGetItem; an item not found still costs the minimum. */
    public static double itemRead(long itemBytes, boolean consistent) {
        return Math.max(1, units(itemBytes, READ_UNIT_BYTES)) * readFactor(consistent);
    }

    /** One Query (or Scan) page: the sizes of the items it returns, summed, then rounded up once. */
    public static double queryRead(long totalBytes, boolean consistent) {
        return Math.max(1, units(totalBytes, READ_UNIT_BYTES)) * readFactor(consistent);
    }

    /** One item written outside a transaction, or one write of an index entry. */
    public static double write(long itemBytes) {
        return Math.max(1, units(itemBytes, WRITE_UNIT_BYTES));
    }

    /** One item of a TransactWriteItems (a ConditionCheck included): twice a standard write. */
    public static double transactionalWrite(long itemBytes) {
        return 2.0 * write(itemBytes);
    }

    private static long units(long bytes, long unit) {
        if (bytes < 0) {
            throw new IllegalArgumentException("bytes must not be negative, was " + bytes);
        }
        return (bytes + unit - 1) / unit;
    }

    private static double readFactor(boolean consistent) {
        return consistent ? 1.0 : 0.5;
    }
}

package io.enforcementcore.metering;

import java.util.List;

/**
 * A transaction's item writes summed as its {@link StorageCall} reports them: bytes, the items' own write
 * units, and whether any of them is only a lower bound. Summed in a loop: every commit of either store
 * reports one, and a stream per sum cost more than the sum.
 */
public record WriteTotals(long bytes, double capacityUnits, boolean lowerBound) {

    public static WriteTotals of(List<ItemWrite> writes) {
        long bytes = 0;
        double units = 0;
        boolean lowerBound = false;
        for (ItemWrite write : writes) {
            bytes += write.bytes();
            units += write.capacityUnits();
            lowerBound |= write.lowerBound();
        }
        return new WriteTotals(bytes, units, lowerBound);
    }
}

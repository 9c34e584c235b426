package io.enforcementcore.workbench;

import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.ToIntFunction;

/** What the measured calls of one access pattern or command added up to. */
final class CallStats {
    private static final Set<String> WRITES =
            Set.of("TransactWriteItems", "UpdateItem", "PutItem", "DeleteItem", "BatchWriteItem");

    /** Whether a storage request of this operation writes (its units are write units); the rest read. */
    static boolean isWrite(StorageCall request) {
        return WRITES.contains(request.operation());
    }

    private final String id;
    private final String description;
    private final Set<String> servedBy = new LinkedHashSet<>();
    private final Set<String> attributions = new LinkedHashSet<>();
    private long[] latencies = new long[64];
    private int calls;
    private int rejected;
    private String firstRejection;
    private long returned;
    private long examined;
    private long requests;
    private double readUnits;
    private double writeUnits;
    private long itemsWritten;
    private long indexWrites;
    private double indexUnits;
    private boolean writeUnitsAtLeast;

    CallStats(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** {@code itemsReturned} counts what the answer held; it is not asked of a rejected call. */
    <T> void add(Measured<T> call, ToIntFunction<? super T> itemsReturned) {
        if (calls == latencies.length) {
            latencies = Arrays.copyOf(latencies, calls * 2);
        }
        latencies[calls++] = call.nanos();
        if (call.outcome().isLeft()) {
            rejected++;
            if (firstRejection == null) {
                firstRejection = call.outcome().getLeft().message();
            }
        } else {
            returned += itemsReturned.applyAsInt(call.outcome().get());
        }
        for (StorageCall request : call.calls()) {
            requests++;
            examined += request.itemsExamined();
            servedBy.add(StorageCall.BASE_TABLE.equals(request.index())
                    ? request.operation() : request.operation() + " " + request.index());
            attributions.add(request.attribution());
            if (isWrite(request)) {
                writeUnits += request.capacityUnits();
                writeUnitsAtLeast |= request.lowerBound();
            } else {
                readUnits += request.capacityUnits();
            }
        }
        for (ItemWrite write : call.writes()) {
            itemsWritten++;
            writeUnitsAtLeast |= write.lowerBound();
            for (ItemWrite.IndexWrite entry : write.indexWrites()) {
                indexWrites += entry.effect().writes();
                indexUnits += entry.capacityUnits();
            }
        }
    }

    String id() {
        return id;
    }

    int calls() {
        return calls;
    }

    int rejected() {
        return rejected;
    }

    /** The first rejection's message, or null. */
    String firstRejection() {
        return firstRejection;
    }

    boolean reportedCapacity() {
        return readUnits > 0 || writeUnits > 0;
    }

    boolean reportedItemWrites() {
        return itemsWritten > 0;
    }

    LatencyTable.AccessRow accessRow() {
        return new LatencyTable.AccessRow(id, description, calls, perCall(returned), perCall(examined),
                perCall(requests), String.join(", ", servedBy), String.join(", ", attributions), perCall(readUnits),
                Percentiles.millis(latencies, calls, 50), Percentiles.millis(latencies, calls, 95));
    }

    LatencyTable.CommandRow commandRow() {
        return new LatencyTable.CommandRow(id, description, calls, rejected, perCall(requests), perCall(examined),
                perCall(itemsWritten), perCall(indexWrites), perCall(readUnits), perCall(writeUnits),
                perCall(indexUnits), Percentiles.millis(latencies, calls, 50), Percentiles.millis(latencies, calls, 95),
                writeUnitsAtLeast);
    }

    private double perCall(double total) {
        return calls == 0 ? 0 : total / calls;
    }
}

package io.enforcementcore.workbench;

import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects the storage requests and item writes the adapter reports while a measured call runs;
 * requests made outside a measurement (while seeding) are only counted, so their sizes are not wanted.
 */
final class StorageLedger implements ForObservingStorage {
    /** What one measured call caused. */
    record Window(List<StorageCall> calls, List<ItemWrite> writes) {
        static final Window EMPTY = new Window(List.of(), List.of());
    }

    private List<StorageCall> calls;
    private List<ItemWrite> writes;
    private long total;
    private volatile boolean measuring;

    @Override
    public synchronized void record(StorageCall call) {
        total++;
        if (calls != null) {
            calls.add(call);
        }
    }

    @Override
    public synchronized void recordItemWrite(ItemWrite write) {
        if (writes != null) {
            writes.add(write);
        }
    }

    @Override
    public boolean wantsSizes() {
        return measuring;
    }

    synchronized void begin() {
        calls = new ArrayList<>();
        writes = new ArrayList<>();
        measuring = true;
    }

    synchronized Window end() {
        Window window = calls == null ? Window.EMPTY : new Window(List.copyOf(calls), List.copyOf(writes));
        calls = null;
        writes = null;
        measuring = false;
        return window;
    }

    /** Every request reported since the store was opened. */
    synchronized long total() {
        return total;
    }
}

package io.enforcementcore.cli.demo;

import io.enforcementcore.domain.port.ForObservingStorage;
import io.enforcementcore.domain.port.StorageCall;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects the storage requests the adapter reports while a measured call runs; requests made outside
 * a measurement (while seeding) are only counted.
 */
final class StorageLedger implements ForObservingStorage {
    private List<StorageCall> window;
    private long total;

    @Override
    public synchronized void record(StorageCall call) {
        total++;
        if (window != null) {
            window.add(call);
        }
    }

    synchronized void begin() {
        window = new ArrayList<>();
    }

    synchronized List<StorageCall> end() {
        List<StorageCall> calls = window == null ? List.of() : List.copyOf(window);
        window = null;
        return calls;
    }

    /** Every request reported since the store was opened. */
    synchronized long total() {
        return total;
    }
}

package io.enforcementcore.acceptance.support;

import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.StorageCall;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts the write requests the store reports, so that a scenario can say "nothing was written" about a
 * refused request and mean it for every store: not a single write request was made.
 */
public final class RecordingObserver implements ForObservingStorage {
    private static final Set<String> WRITES =
            Set.of("TransactWriteItems", "UpdateItem", "PutItem", "DeleteItem", "BatchWriteItem");

    private final AtomicInteger writeRequests = new AtomicInteger();

    @Override
    public void record(StorageCall call) {
        if (WRITES.contains(call.operation())) {
            writeRequests.incrementAndGet();
        }
    }

    public int writeRequests() {
        return writeRequests.get();
    }
}

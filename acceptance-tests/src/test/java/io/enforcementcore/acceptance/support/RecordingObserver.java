package io.enforcementcore.acceptance.support;

import io.enforcementcore.domain.port.ForObservingStorage;
import io.enforcementcore.domain.port.StorageCall;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Remembers every request the store reports, so that a scenario can say "nothing was written" about a
 * refused request and mean it for every store: not a single write request was made.
 */
public final class RecordingObserver implements ForObservingStorage {
    private static final Set<String> WRITES =
            Set.of("TransactWriteItems", "UpdateItem", "PutItem", "DeleteItem", "BatchWriteItem");

    private final List<StorageCall> calls = new CopyOnWriteArrayList<>();

    @Override
    public void record(StorageCall call) {
        calls.add(call);
    }

    public int writeRequests() {
        return (int) calls.stream().filter(call -> WRITES.contains(call.operation())).count();
    }
}

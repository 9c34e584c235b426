package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import java.util.ArrayList;
import java.util.List;

/** Keeps what the store reports, and cuts it into the calls and item writes of one step at a time. */
public final class StorageRecorder implements ForObservingStorage {
    private final List<StorageCall> calls = new ArrayList<>();
    private final List<ItemWrite> writes = new ArrayList<>();

    @Override
    public synchronized void record(StorageCall call) {
        calls.add(call);
    }

    @Override
    public synchronized void recordItemWrite(ItemWrite write) {
        writes.add(write);
    }

    /** The storage calls {@code step} made. */
    public synchronized List<StorageCall> callsOf(Runnable step) {
        int before = calls.size();
        step.run();
        return List.copyOf(calls.subList(before, calls.size()));
    }

    /** The item writes {@code step} reported. */
    public synchronized List<ItemWrite> writesOf(Runnable step) {
        int before = writes.size();
        step.run();
        return List.copyOf(writes.subList(before, writes.size()));
    }

    synchronized List<StorageCall> calls() {
        return List.copyOf(calls);
    }

    synchronized List<ItemWrite> writes() {
        return List.copyOf(writes);
    }

    synchronized void clear() {
        calls.clear();
        writes.clear();
    }
}

package io.enforcementcore.metering;

import java.util.List;

/**
 * Driven port that receives a {@link StorageCall} for every request an adapter makes and, from a store
 * that knows its item layout, an {@link ItemWrite} for every item a committed write wrote. A store that
 * retries by itself also reports each transient failure as a {@link StorageRetry}.
 *
 * <p>Called on the thread that made the request: an implementation must be quick and thread-safe.
 */
public interface ForObservingStorage {
    ForObservingStorage NONE = call -> { };

    void record(StorageCall call);

    /** Called once per item operation of a committed write, after the {@link StorageCall} of its request. */
    default void recordItemWrite(ItemWrite write) {
    }

    /** Called for each failed attempt worth another one, before the store sleeps and tries again. */
    default void recordRetry(StorageRetry retry) {
    }

    /** Every observer hears every report, in the order given. */
    static ForObservingStorage all(ForObservingStorage... observers) {
        List<ForObservingStorage> each = List.of(observers);
        return new ForObservingStorage() {
            @Override
            public void record(StorageCall call) {
                each.forEach(observer -> observer.record(call));
            }

            @Override
            public void recordItemWrite(ItemWrite write) {
                each.forEach(observer -> observer.recordItemWrite(write));
            }

            @Override
            public void recordRetry(StorageRetry retry) {
                each.forEach(observer -> observer.recordRetry(retry));
            }
        };
    }
}

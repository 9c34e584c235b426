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
    /** Hears nothing, so wants no sizes. */
    ForObservingStorage NONE = new ForObservingStorage() {
        @Override
        public void record(StorageCall call) {
        }

        @Override
        public boolean wantsSizes() {
            return false;
        }
    };

    void record(StorageCall call);

    /** Called once per item operation of a committed write, after the {@link StorageCall} of its request. */
    default void recordItemWrite(ItemWrite write) {
    }

    /** Called for each failed attempt worth another one, before the store sleeps and tries again. */
    default void recordRetry(StorageRetry retry) {
    }

    /**
     * Whether the reports from now on should carry bytes and capacity units. An observer that only counts
     * requests for the moment (a workbench while it seeds) says no, and a store that sizes items by
     * encoding them skips that work; the report is made all the same, its sizes zero.
     */
    default boolean wantsSizes() {
        return true;
    }

    /** Every observer hears every report, in the order given; sizes are wanted when any wants them. */
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

            @Override
            public boolean wantsSizes() {
                return each.stream().anyMatch(ForObservingStorage::wantsSizes);
            }
        };
    }
}

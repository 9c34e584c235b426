package io.enforcementcore.metering;

/**
 * Driven port that receives a {@link StorageCall} for every request an adapter makes and, from a store
 * that knows its item layout, an {@link ItemWrite} for every item a committed write wrote.
 */
public interface ForObservingStorage {
    ForObservingStorage NONE = call -> { };

    void record(StorageCall call);

    /** Called once per item operation of a committed write, after the {@link StorageCall} of its request. */
    default void recordItemWrite(ItemWrite write) {
    }
}

package io.enforcementcore.domain.port;

/** Driven port that receives a {@link StorageCall} for every request an adapter makes. */
public interface ForObservingStorage {
    ForObservingStorage NONE = call -> { };

    void record(StorageCall call);
}

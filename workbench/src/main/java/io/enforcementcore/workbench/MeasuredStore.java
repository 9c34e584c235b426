package io.enforcementcore.workbench;

import io.enforcementcore.domain.port.StoragePorts;

/** A store opened for the workbench by whoever wires the adapters; closed when the measurement ends. */
public interface MeasuredStore extends AutoCloseable {

    StoragePorts ports();

    /** For people: which adapter, and for DynamoDB which table at which endpoint. */
    String description();

    /** Creates the table and its indexes unless they exist; nothing to do for the in-memory store. */
    void createTableIfMissing();

    @Override
    void close();
}

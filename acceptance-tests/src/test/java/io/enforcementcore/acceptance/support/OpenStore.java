package io.enforcementcore.acceptance.support;

import io.enforcementcore.domain.port.StoragePorts;

/** A store opened for one scenario, and the means to let it go. */
public interface OpenStore extends AutoCloseable {

    StoragePorts ports();

    /** Releases what the store holds (connections, tables); never fails a scenario that already ran. */
    @Override
    void close();
}

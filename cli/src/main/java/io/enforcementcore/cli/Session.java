package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;

/** One command's use cases on a store; closing it releases the store unless the store is the shell's. */
record Session(OpenStore store, EnforcementCore core, boolean ownsStore) implements AutoCloseable {
    @Override
    public void close() {
        if (ownsStore) {
            store.close();
        }
    }
}

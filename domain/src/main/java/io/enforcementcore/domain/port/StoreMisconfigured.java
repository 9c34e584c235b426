package io.enforcementcore.domain.port;

/**
 * The store is not set up as the library needs it (its table or an index is missing, or its table differs
 * from the design): an operator's fix.
 */
public final class StoreMisconfigured extends StorageFailure {
    public StoreMisconfigured(String operation, String message, Throwable cause) {
        super(operation, operation + " failed: " + message, cause);
    }

    @Override
    public boolean retryable() {
        return false;
    }
}

package io.enforcementcore.domain.port;

/**
 * The store could not answer even after the adapter's own retries (throttling, transaction conflicts,
 * network). Retryable by the caller; nothing was written if it came from a commit.
 */
public final class StoreUnavailable extends StorageFailure {
    private final int attempts;

    public StoreUnavailable(String operation, int attempts, Throwable cause) {
        super(operation, operation + " failed after " + attempts + " attempts: " + cause.getMessage(), cause);
        this.attempts = attempts;
    }

    public int attempts() {
        return attempts;
    }

    @Override
    public boolean retryable() {
        return true;
    }
}

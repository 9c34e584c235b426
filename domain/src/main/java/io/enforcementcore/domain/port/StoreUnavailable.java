package io.enforcementcore.domain.port;

/**
 * The store could not answer even after the retries (throttling, transaction conflicts, network).
 * Retryable by the caller. When it comes from a commit, nothing was written: every attempt was refused
 * before it ran, or, where an answer was lost, the store read back that the commit had not landed and made
 * sure it cannot land later. A commit it could not settle is an {@link OutcomeUnknown} instead.
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

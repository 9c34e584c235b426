package io.enforcementcore.domain.port;

/**
 * Why a store could not do what it was asked, as opposed to a business rejection: thrown, never
 * returned. {@link #retryable()} tells a caller whether trying again later can help. When it comes from a
 * commit, nothing was written, except for {@link OutcomeUnknown}: the one failure that says the commit may
 * have landed (its answer was lost and the store could not settle it), and what settles it.
 */
public abstract sealed class StorageFailure extends RuntimeException
        permits StoreUnavailable, StoreMisconfigured, StoreDefect, OutcomeUnknown {

    private final String operation;

    protected StorageFailure(String operation, String message, Throwable cause) {
        super(message, cause);
        this.operation = operation;
    }

    /** The storage operation that failed, such as {@code Query}. */
    public String operation() {
        return operation;
    }

    public abstract boolean retryable();
}

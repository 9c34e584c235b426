package io.enforcementcore.domain.port;

/**
 * Why a store could not do what it was asked, as opposed to a business rejection: thrown, never
 * returned. {@link #retryable()} tells a caller whether trying again later can help. Nothing was
 * written when it came from a commit.
 */
public abstract sealed class StorageFailure extends RuntimeException
        permits StoreUnavailable, StoreMisconfigured, StoreDefect {

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

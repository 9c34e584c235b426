package io.enforcementcore.domain.port;

/**
 * The store refused a request as malformed: a defect of the library or its configuration, not of the
 * caller's input (which is refused before any request). The request id lets the store's operator find it.
 */
public final class StoreDefect extends StorageFailure {
    private final String requestId;

    public StoreDefect(String operation, String requestId, Throwable cause) {
        super(operation, operation + " was refused as invalid (request id " + requestId + "): "
                + cause.getMessage(), cause);
        this.requestId = requestId;
    }

    public String requestId() {
        return requestId;
    }

    @Override
    public boolean retryable() {
        return false;
    }
}

package io.enforcementcore.domain.model;

/**
 * Thrown by a value object whose constructor refuses its input. The use cases turn it into
 * {@link io.enforcementcore.domain.rejection.Rejection.InvalidInput} naming the caller's field.
 */
public final class InvalidValue extends RuntimeException {
    private final String field;
    private final String reason;

    public InvalidValue(String field, String reason) {
        super(field + ": " + reason);
        this.field = field;
        this.reason = reason;
    }

    public String field() {
        return field;
    }

    public String reason() {
        return reason;
    }
}

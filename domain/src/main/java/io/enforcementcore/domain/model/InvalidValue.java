package io.enforcementcore.domain.model;

import io.enforcementcore.domain.rejection.Rejection;

/**
 * Thrown by a value object or a command whose constructor refuses its input. Where input comes as text
 * from an untrusted caller, the parse turns it into a {@link Rejection.InvalidInput} naming the caller's
 * field.
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

    /** The refusal as the caller is answered it: invalid input naming the field. */
    public Rejection.InvalidInput toRejection() {
        return new Rejection.InvalidInput(field, reason);
    }
}

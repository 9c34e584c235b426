package io.enforcementcore.application.runtime;

import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.function.Supplier;

/**
 * PlanningRefusals that arise inside a use case: a value object refused while a command is planned (after its
 * reads), and a job's bounds. Both are the caller's invalid input, answered as a rejection.
 */
public final class PlanningRefusals {
    private PlanningRefusals() {
    }

    /** Runs {@code work}; a value it refuses becomes the rejection. */
    public static <T> Either<Rejection, T> caught(Supplier<T> work) {
        try {
            return Either.right(work.get());
        } catch (InvalidValue refused) {
            return Either.left(refused.toRejection());
        }
    }

    public static int inRange(String field, int value, int min, int max) {
        if (value < min || value > max) {
            throw new InvalidValue(field, "must be between " + min + " and " + max + ", was " + value);
        }
        return value;
    }
}

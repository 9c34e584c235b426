package io.enforcementcore.benchmarks;

import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;

/**
 * A benchmark that times a refused command times the refusal, which is cheaper: each measured command must
 * land. The check is one branch against microseconds of work.
 */
final class Landed {
    private Landed() {
    }

    static <T> T required(Either<Rejection, T> outcome) {
        if (outcome.isLeft()) {
            throw new IllegalStateException("a measured command was refused: " + outcome.getLeft());
        }
        return outcome.get();
    }
}

package io.enforcementcore.acceptance.support;

import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;

/** What one request answered, and how many write requests the store saw while it ran. */
public record RequestOutcome(Either<Rejection, ?> answer, int writeRequests) {
}

package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.vavr.control.Option;
import java.util.Objects;

/** C08: the deadline, named by its handle, was MET or MISSED. */
public record ResolveDeadline(DeadlineHandle deadline, long expectedVersion, DeadlineStatus outcome,
                              Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public ResolveDeadline {
        Objects.requireNonNull(deadline, "deadline");
        CommandChecks.expectedVersion(expectedVersion);
        DeadlineStatus.requireOutcome("outcome", outcome);
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public ResolveDeadline(DeadlineHandle deadline, long expectedVersion, DeadlineStatus outcome) {
        this(deadline, expectedVersion, outcome, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public ResolveDeadline withIdempotencyKey(IdempotencyKey key) {
        return new ResolveDeadline(deadline, expectedVersion, outcome, Option.some(key));
    }
}

package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.Timestamps;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/** C07: a deadline on a case, in the tenant's open-deadline view while it is open. */
public record AddDeadline(CaseId caseId, DeadlineType deadlineType, Instant dueAt,
                          Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public AddDeadline {
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(deadlineType, "deadlineType");
        Timestamps.requireInRange("dueAt", dueAt);
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public AddDeadline(CaseId caseId, DeadlineType deadlineType, Instant dueAt) {
        this(caseId, deadlineType, dueAt, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public AddDeadline withIdempotencyKey(IdempotencyKey key) {
        return new AddDeadline(caseId, deadlineType, dueAt, Option.some(key));
    }
}

package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.vavr.control.Option;
import java.util.Objects;

/** C02: move the case to {@code targetStatus}, if it is still at the version the caller saw. */
public record TransitionCase(CaseId caseId, long expectedVersion, CaseStatus targetStatus,
                             Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public TransitionCase {
        Objects.requireNonNull(caseId, "caseId");
        CommandChecks.expectedVersion(expectedVersion);
        Objects.requireNonNull(targetStatus, "targetStatus");
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public TransitionCase(CaseId caseId, long expectedVersion, CaseStatus targetStatus) {
        this(caseId, expectedVersion, targetStatus, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public TransitionCase withIdempotencyKey(IdempotencyKey key) {
        return new TransitionCase(caseId, expectedVersion, targetStatus, Option.some(key));
    }
}

package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.Title;
import io.vavr.control.Option;
import java.util.Objects;

/** C12: the case's new title, if the case is still at the version seen. */
public record RenameCase(CaseId caseId, long expectedVersion, Title title, Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public RenameCase {
        Objects.requireNonNull(caseId, "caseId");
        CommandChecks.expectedVersion(expectedVersion);
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public RenameCase(CaseId caseId, long expectedVersion, Title title) {
        this(caseId, expectedVersion, title, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public RenameCase withIdempotencyKey(IdempotencyKey key) {
        return new RenameCase(caseId, expectedVersion, title, Option.some(key));
    }
}

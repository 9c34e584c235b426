package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.vavr.control.Option;
import java.util.Objects;

/** C15: the case's new external reference, if the case is still at the version seen. */
public record ChangeExternalRef(CaseId caseId, long expectedVersion, ExternalRef externalRef,
                                Option<IdempotencyKey> idempotencyKey) implements IdempotentCommand {
    public ChangeExternalRef {
        Objects.requireNonNull(caseId, "caseId");
        CommandChecks.expectedVersion(expectedVersion);
        Objects.requireNonNull(externalRef, "externalRef");
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public ChangeExternalRef(CaseId caseId, long expectedVersion, ExternalRef externalRef) {
        this(caseId, expectedVersion, externalRef, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public ChangeExternalRef withIdempotencyKey(IdempotencyKey key) {
        return new ChangeExternalRef(caseId, expectedVersion, externalRef, Option.some(key));
    }
}

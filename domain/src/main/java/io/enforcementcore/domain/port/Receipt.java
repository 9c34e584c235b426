package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.CaseId;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What a command tells its caller: the entity it created or changed, that entity's new version, and
 * (for tasks and deadlines, whose due time is part of their identity) the due time to name it by next.
 * Stored with the idempotency record so that a retry gets the very same receipt back.
 */
public record Receipt(String command, CaseId caseId, String entityId, long version, Optional<Instant> dueAt) {
    public Receipt {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(entityId, "entityId");
        Objects.requireNonNull(dueAt, "dueAt");
    }

    public static Receipt of(String command, CaseId caseId, String entityId, long version) {
        return new Receipt(command, caseId, entityId, version, Optional.empty());
    }
}

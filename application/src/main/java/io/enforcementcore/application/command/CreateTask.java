package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/** C04: a task on a case, in the assignee's queue while it is open. */
public record CreateTask(CaseId caseId, Title title, UserId assigneeId, Instant dueAt,
                         Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public CreateTask {
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(assigneeId, "assigneeId");
        Timestamps.requireInRange("dueAt", dueAt);
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public CreateTask(CaseId caseId, Title title, UserId assigneeId, Instant dueAt) {
        this(caseId, title, assigneeId, dueAt, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public CreateTask withIdempotencyKey(IdempotencyKey key) {
        return new CreateTask(caseId, title, assigneeId, dueAt, Option.some(key));
    }
}

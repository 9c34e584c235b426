package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.UserId;
import io.vavr.control.Option;
import java.util.Objects;

/** C05: the task, named by its handle, moves to another assignee's queue if still at the version seen. */
public record ReassignTask(TaskHandle task, long expectedVersion, UserId newAssigneeId,
                           Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public ReassignTask {
        Objects.requireNonNull(task, "task");
        CommandChecks.expectedVersion(expectedVersion);
        Objects.requireNonNull(newAssigneeId, "newAssigneeId");
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public ReassignTask(TaskHandle task, long expectedVersion, UserId newAssigneeId) {
        this(task, expectedVersion, newAssigneeId, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public ReassignTask withIdempotencyKey(IdempotencyKey key) {
        return new ReassignTask(task, expectedVersion, newAssigneeId, Option.some(key));
    }
}

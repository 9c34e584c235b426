package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.Timestamps;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/**
 * C10: the task, named by its handle, gets a new due time if still at the version seen. The due time is
 * part of how the task is named: the receipt hands out its new handle.
 */
public record RescheduleTask(TaskHandle task, long expectedVersion, Instant newDueAt,
                             Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public RescheduleTask {
        Objects.requireNonNull(task, "task");
        CommandChecks.expectedVersion(expectedVersion);
        Timestamps.requireInRange("newDueAt", newDueAt);
        if (newDueAt.equals(task.dueAt())) {
            throw new InvalidValue("newDueAt", "must differ from the task's current due time");
        }
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public RescheduleTask(TaskHandle task, long expectedVersion, Instant newDueAt) {
        this(task, expectedVersion, newDueAt, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public RescheduleTask withIdempotencyKey(IdempotencyKey key) {
        return new RescheduleTask(task, expectedVersion, newDueAt, Option.some(key));
    }
}

package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TaskHandle;
import io.vavr.control.Option;
import java.util.Objects;

/** C06: the task, named by its handle, is done if still at the version seen. */
public record CompleteTask(TaskHandle task, long expectedVersion, Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public CompleteTask {
        Objects.requireNonNull(task, "task");
        CommandChecks.expectedVersion(expectedVersion);
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public CompleteTask(TaskHandle task, long expectedVersion) {
        this(task, expectedVersion, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public CompleteTask withIdempotencyKey(IdempotencyKey key) {
        return new CompleteTask(task, expectedVersion, Option.some(key));
    }
}

package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * How a caller names a task: the reference a receipt or a listing hands out. It holds the task's case,
 * id and due time; the due time is part of the task's identity, so a handle taken before a reschedule
 * names no task any more: a command through it is answered {@code NotFound} instead of silently acting
 * on a moved task. The reschedule's receipt hands out the new handle.
 *
 * <p>{@link #toToken()} is its text form, one URL-safe word for callers that pass it on as text (a
 * command line, a web form); {@link #parseToken} reads it back and refuses anything it did not write.
 */
public record TaskHandle(CaseId caseId, TaskId taskId, Instant dueAt) {
    private static final String KIND = "task";

    public TaskHandle {
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(taskId, "taskId");
        Timestamps.requireInRange("dueAt", dueAt);
    }

    public String toToken() {
        return HandleTokens.encode(KIND, caseId, taskId.value(), dueAt);
    }

    /** Reads a {@link #toToken()} text; anything else is refused as an {@link InvalidValue} of {@code task}. */
    public static TaskHandle parseToken(String token) {
        HandleTokens.Parts parts = HandleTokens.decode(KIND, KIND, token);
        return new TaskHandle(parts.caseId(), new TaskId(parts.id()), parts.dueAt());
    }
}

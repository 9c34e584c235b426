package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * How a caller names a task it has seen: its case, its id and the due time it was seen with. The due
 * time is part of the task's identity, so a handle taken before a reschedule names no task any more:
 * a command through it is answered {@code NotFound} instead of silently acting on a moved task.
 */
public record TaskHandle(CaseId caseId, TaskId taskId, Instant dueAt) {
    public TaskHandle {
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(taskId, "taskId");
        Timestamps.requireInRange("dueAt", dueAt);
    }
}

package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/** How a caller names a deadline it has seen; the due time is part of its identity (see {@link TaskHandle}). */
public record DeadlineHandle(CaseId caseId, DeadlineId deadlineId, Instant dueAt) {
    public DeadlineHandle {
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(deadlineId, "deadlineId");
        Timestamps.requireInRange("dueAt", dueAt);
    }
}

package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * How a caller names a deadline: the reference a receipt or a listing hands out. Its due time is part
 * of its identity, as with a {@link TaskHandle}, whose text form it shares.
 */
public record DeadlineHandle(CaseId caseId, DeadlineId deadlineId, Instant dueAt) {
    private static final String KIND = "deadline";

    public DeadlineHandle {
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(deadlineId, "deadlineId");
        Timestamps.requireInRange("dueAt", dueAt);
    }

    public String toToken() {
        return HandleTokens.encode(KIND, caseId, deadlineId.value(), dueAt);
    }

    /** Reads a {@link #toToken()} text; anything else is refused as an {@link InvalidValue} of {@code deadline}. */
    public static DeadlineHandle parseToken(String token) {
        HandleTokens.Parts parts = HandleTokens.decode(KIND, KIND, token);
        return new DeadlineHandle(parts.caseId(), new DeadlineId(parts.id()), parts.dueAt());
    }
}

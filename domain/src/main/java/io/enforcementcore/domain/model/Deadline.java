package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * A dated obligation on a case. While OPEN it is listed in its tenant's deadline view (AP04); meeting
 * or missing it removes it from there.
 */
public record Deadline(
        TenantId tenantId,
        CaseId caseId,
        DeadlineId deadlineId,
        DeadlineType type,
        Instant dueAt,
        DeadlineStatus status,
        long version,
        Title caseTitle,
        Instant createdAt,
        Instant updatedAt) {

    public Deadline {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(deadlineId, "deadlineId");
        Objects.requireNonNull(type, "deadlineType");
        Timestamps.requireInRange("dueAt", dueAt);
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(caseTitle, "caseTitle");
        Timestamps.requireInRange("createdAt", createdAt);
        Timestamps.requireInRange("updatedAt", updatedAt);
        Versions.requireValid(version);
    }

    public static Deadline open(TenantId tenantId, CaseId caseId, DeadlineId deadlineId, DeadlineType type,
                                Instant dueAt, Title caseTitle, Instant at) {
        return new Deadline(tenantId, caseId, deadlineId, type, dueAt, DeadlineStatus.OPEN, 1, caseTitle, at, at);
    }

    public DeadlineHandle handle() {
        return new DeadlineHandle(caseId, deadlineId, dueAt);
    }

    public boolean isOpen() {
        return status == DeadlineStatus.OPEN;
    }

    public Deadline withCaseTitle(Title newCaseTitle, Instant at) {
        return new Deadline(tenantId, caseId, deadlineId, type, dueAt, status, version, newCaseTitle, createdAt, at);
    }
}

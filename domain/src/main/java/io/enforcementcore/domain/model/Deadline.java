package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Comparator;
import java.util.Objects;

/**
 * A dated obligation on a case. While OPEN it is listed in its tenant's deadline view (AP04), in the range
 * of its case's {@code classification} (which never changes), so that the view shows it only to those cleared
 * for the case; meeting or missing it removes it from there.
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
        Classification classification,
        Instant createdAt,
        Instant updatedAt) {

    /**
     * AP04's order: soonest due first, then by case and deadline id, as its index sort key
     * {@code <dueAt>#CASE#<caseId>#DEADLINE#<deadlineId>} orders them (the '#' after the case id compares too).
     */
    public static final Comparator<Deadline> DUE_FIRST = Comparator.comparing(Deadline::dueAt)
            .thenComparing(deadline -> deadline.caseId().value() + "#")
            .thenComparing(deadline -> deadline.deadlineId().value());

    public Deadline {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(deadlineId, "deadlineId");
        Objects.requireNonNull(type, "deadlineType");
        Timestamps.requireInRange("dueAt", dueAt);
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(caseTitle, "caseTitle");
        Objects.requireNonNull(classification, "classification");
        Timestamps.requireInRange("createdAt", createdAt);
        Timestamps.requireInRange("updatedAt", updatedAt);
        Versions.requireValid(version);
    }

    public static Deadline open(TenantId tenantId, CaseId caseId, DeadlineId deadlineId, DeadlineType type,
                                Instant dueAt, Title caseTitle, Classification classification, Instant at) {
        return new Deadline(tenantId, caseId, deadlineId, type, dueAt, DeadlineStatus.OPEN, 1, caseTitle,
                classification, at, at);
    }

    public DeadlineHandle handle() {
        return new DeadlineHandle(caseId, deadlineId, dueAt);
    }

    public boolean isOpen() {
        return status == DeadlineStatus.OPEN;
    }

    public Deadline withCaseTitle(Title newCaseTitle, Instant at) {
        return new Deadline(tenantId, caseId, deadlineId, type, dueAt, status, version, newCaseTitle, classification,
                createdAt, at);
    }
}

package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Comparator;
import java.util.Objects;

/**
 * A dated obligation on a case. While OPEN it is listed in its tenant's deadline view (AP04), in the range
 * of its case's classification (which never changes, and its {@link Audit} names), so that the view shows it only to those cleared
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
        Audit audit) {

    /**
     * AP04's order: soonest due first, then by case, then by deadline, the ids compared as {@link IdOrder}
     * orders a pair (the order in which a store lists open deadlines across cases).
     */
    public static final Comparator<Deadline> DUE_FIRST = Comparator.comparing(Deadline::dueAt)
            .thenComparing(deadline -> deadline.caseId().value(), IdOrder.FOLLOWED)
            .thenComparing(deadline -> deadline.deadlineId().value(), IdOrder.LAST);

    public Deadline {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(deadlineId, "deadlineId");
        Objects.requireNonNull(type, "deadlineType");
        Timestamps.requireInRange("dueAt", dueAt);
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(caseTitle, "caseTitle");
        Objects.requireNonNull(audit, "audit");
        Versions.requireValid(version);
    }

    /** A new open deadline; {@code created} names its case's owner and classification, and who adds it when. */
    public static Deadline open(TenantId tenantId, CaseId caseId, DeadlineId deadlineId, DeadlineType type,
                                Instant dueAt, Title caseTitle, Audit created) {
        return new Deadline(tenantId, caseId, deadlineId, type, dueAt, DeadlineStatus.OPEN, 1, caseTitle, created);
    }

    /** The case's, which never changes: it places the deadline in AP04's range of that classification. */
    public Classification classification() {
        return audit.classification();
    }

    public Instant createdAt() {
        return audit.createdAt();
    }

    public Instant updatedAt() {
        return audit.updatedAt();
    }

    /**
     * The deadline as a change decided without reading it leaves it: in {@code newStatus}, at {@code newVersion},
     * changed by {@code by} at {@code at}. Copies what the change decided; decides nothing.
     */
    public Deadline updated(DeadlineStatus newStatus, long newVersion, UserId by, Instant at) {
        return new Deadline(tenantId, caseId, deadlineId, type, dueAt, newStatus, newVersion, caseTitle,
                audit.touched(by, at));
    }

    public DeadlineHandle handle() {
        return new DeadlineHandle(caseId, deadlineId, dueAt);
    }

    public boolean isOpen() {
        return status == DeadlineStatus.OPEN;
    }

    public Deadline withCaseTitle(Title newCaseTitle, UserId by, Instant at) {
        return new Deadline(tenantId, caseId, deadlineId, type, dueAt, status, version, newCaseTitle,
                audit.touched(by, at));
    }
}

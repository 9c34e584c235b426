package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * The descriptive part of a case: what it is about and who owns it. Only the title
 * changes after opening (C12). The mutable lifecycle lives in {@link CaseState}.
 */
public record CaseMetadata(
        TenantId tenantId,
        CaseId caseId,
        ExternalRef externalRef,
        Title title,
        Classification classification,
        OrgId ownerOrgId,
        UserId openedBy,
        Instant openedAt,
        Instant updatedAt) {

    public CaseMetadata {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(externalRef, "externalRef");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(classification, "classification");
        Objects.requireNonNull(ownerOrgId, "ownerOrgId");
        Objects.requireNonNull(openedBy, "openedBy");
        Timestamps.requireInRange("openedAt", openedAt);
        Timestamps.requireInRange("updatedAt", updatedAt);
    }

    /** Its owner and classification, which every record of the case carries. */
    public Provenance provenance() {
        return new Provenance(ownerOrgId, classification);
    }

    public CaseMetadata renamed(Title newTitle, Instant at) {
        return new CaseMetadata(tenantId, caseId, externalRef, newTitle, classification, ownerOrgId, openedBy,
                openedAt, at);
    }

    /** The same case under another external reference (its sentinel moves with it). */
    public CaseMetadata withExternalRef(ExternalRef newRef, Instant at) {
        return new CaseMetadata(tenantId, caseId, newRef, title, classification, ownerOrgId, openedBy, openedAt, at);
    }
}

package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * Where a case's records belong (seed §26): the organisation that owns the case and its classification.
 * Both are fixed when the case opens, so every record of the case carries the same provenance for ever,
 * and a copy of it taken at any time is never stale.
 */
public record Provenance(OrgId ownerOrgId, Classification classification) {
    public Provenance {
        Objects.requireNonNull(ownerOrgId, "ownerOrgId");
        Objects.requireNonNull(classification, "classification");
    }

    /** What a record of this case says of itself when {@code by} creates it at {@code at}. */
    public Audit created(UserId by, Instant at) {
        return Audit.created(ownerOrgId, classification, by, at);
    }
}

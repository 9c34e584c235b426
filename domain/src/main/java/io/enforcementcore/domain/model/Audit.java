package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * What a stored record says of where it belongs and of who wrote it (seed §26): its case's owning
 * organisation and classification, both fixed when the case opens, and when and by whom the record was
 * created and last changed. A record written before it said so reads {@link #UNKNOWN_ACTOR} and
 * {@link #UNKNOWN_ORG} where it did not, never a guess.
 */
public record Audit(OrgId ownerOrgId, Classification classification, Instant createdAt, UserId createdBy,
                    Instant updatedAt, UserId updatedBy) {
    /** Who wrote a record that was stored before records named their writer. */
    public static final UserId UNKNOWN_ACTOR = new UserId("unknown");
    /** The owner of a record that was stored before records named it, until the backfill copies its case's. */
    public static final OrgId UNKNOWN_ORG = new OrgId("unknown");

    public Audit {
        Objects.requireNonNull(ownerOrgId, "ownerOrgId");
        Objects.requireNonNull(classification, "classification");
        Timestamps.requireInRange("createdAt", createdAt);
        Objects.requireNonNull(createdBy, "createdBy");
        Timestamps.requireInRange("updatedAt", updatedAt);
        Objects.requireNonNull(updatedBy, "updatedBy");
    }

    /** A record of a case owned by {@code ownerOrgId} and classified {@code classification}, new at {@code at}. */
    public static Audit created(OrgId ownerOrgId, Classification classification, UserId by, Instant at) {
        return new Audit(ownerOrgId, classification, at, by, at, by);
    }

    /** The case's owner and classification, which the record carries. */
    public Provenance provenance() {
        return new Provenance(ownerOrgId, classification);
    }

    /** The same record, last changed by {@code by} at {@code at}. */
    public Audit touched(UserId by, Instant at) {
        return new Audit(ownerOrgId, classification, createdAt, createdBy, at, by);
    }
}

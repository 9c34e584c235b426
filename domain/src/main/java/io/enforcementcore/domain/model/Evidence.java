package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/** Metadata of a piece of evidence; {@code blobRef} points at the content, which is stored elsewhere. */
public record Evidence(
        TenantId tenantId,
        CaseId caseId,
        EvidenceId evidenceId,
        Title description,
        BlobRef blobRef,
        Sha256 sha256,
        long sizeBytes,
        UserId attachedBy,
        EvidenceMetadata metadata,
        Instant attachedAt) {

    public Evidence {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(evidenceId, "evidenceId");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(blobRef, "blobRef");
        Objects.requireNonNull(sha256, "sha256");
        requireSize(sizeBytes);
        Objects.requireNonNull(attachedBy, "attachedBy");
        Objects.requireNonNull(metadata, "metadata");
        Timestamps.requireInRange("attachedAt", attachedAt);
    }

    /** The content's size in bytes: never negative. */
    public static long requireSize(long sizeBytes) {
        if (sizeBytes < 0) {
            throw new InvalidValue("sizeBytes", "must not be negative, was " + sizeBytes);
        }
        return sizeBytes;
    }
}

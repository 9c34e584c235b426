package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/** Metadata of a piece of evidence; {@code blobRef} points at the content, which is stored elsewhere. */
public record Evidence(
        TenantId tenantId,
        CaseId caseId,
        EvidenceId evidenceId,
        Title description,
        String blobRef,
        String sha256,
        long sizeBytes,
        UserId attachedBy,
        EvidenceMetadata metadata,
        Instant attachedAt) {

    public Evidence {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(evidenceId, "evidenceId");
        Objects.requireNonNull(description, "description");
        KeySafe.requireText("blobRef", blobRef, 1024);
        if (sha256 == null || !sha256.matches("[0-9a-f]{64}")) {
            throw new InvalidValue("sha256", "must be 64 lowercase hexadecimal characters");
        }
        if (sizeBytes < 0) {
            throw new InvalidValue("sizeBytes", "must not be negative, was " + sizeBytes);
        }
        Objects.requireNonNull(attachedBy, "attachedBy");
        Objects.requireNonNull(metadata, "metadata");
        Timestamps.requireInRange("attachedAt", attachedAt);
    }
}

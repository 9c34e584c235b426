package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.Title;
import io.vavr.control.Option;
import java.util.Objects;

/** C09: metadata of evidence whose content is stored elsewhere, at {@code blobRef}. */
public record AttachEvidence(CaseId caseId, Title description, BlobRef blobRef, Sha256 sha256, long sizeBytes,
                             EvidenceMetadata metadata, Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public AttachEvidence {
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(blobRef, "blobRef");
        Objects.requireNonNull(sha256, "sha256");
        Evidence.requireSize(sizeBytes);
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public AttachEvidence(CaseId caseId, Title description, BlobRef blobRef, Sha256 sha256, long sizeBytes,
                          EvidenceMetadata metadata) {
        this(caseId, description, blobRef, sha256, sizeBytes, metadata, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public AttachEvidence withIdempotencyKey(IdempotencyKey key) {
        return new AttachEvidence(caseId, description, blobRef, sha256, sizeBytes, metadata, Option.some(key));
    }
}

package io.enforcementcore.application.command;

import java.util.Map;

/** C09: metadata of evidence whose content is stored elsewhere, at {@code blobRef}. */
public record AttachEvidence(String caseId, String description, String blobRef, String sha256, long sizeBytes,
                             Map<String, String> metadata, String idempotencyKey) {
}

package io.enforcementcore.adapters.dynamodb.item;

import java.util.Map;

/** An evidence record's attributes, as stored; {@code metadata} is a map attribute. */
record EvidenceItem(String tenantId, String caseId, String evidenceId, String description, String blobRef,
                    String sha256, long sizeBytes, String attachedBy, Map<String, String> metadata, String attachedAt,
                    String createdAt, String updatedAt) {
}

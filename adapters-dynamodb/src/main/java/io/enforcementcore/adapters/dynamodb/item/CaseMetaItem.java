package io.enforcementcore.adapters.dynamodb.item;


/** The META item's attributes (besides keys and entity header), as stored. */
record CaseMetaItem(String tenantId, String caseId, String externalRef, String title, String classification,
                    String ownerOrgId, String openedBy, String openedAt, String createdAt, String updatedAt) {
}

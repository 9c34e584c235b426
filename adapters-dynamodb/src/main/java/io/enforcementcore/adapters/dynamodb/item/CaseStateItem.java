package io.enforcementcore.adapters.dynamodb.item;


/** The STATE item's attributes, as stored. */
record CaseStateItem(String tenantId, String caseId, String status, int riskScore, String classification,
                            long version, String openedAt, String createdAt, String updatedAt) {
}

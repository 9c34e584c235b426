package io.enforcementcore.adapters.dynamodb;

/** The STATE item's attributes, as stored. */
record CaseStateItem(String tenantId, String caseId, String status, int riskScore, long version, String openedAt,
                     String createdAt, String updatedAt) {
}

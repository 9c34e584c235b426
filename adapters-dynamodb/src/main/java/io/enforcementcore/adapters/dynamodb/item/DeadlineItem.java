package io.enforcementcore.adapters.dynamodb.item;


/** A deadline's attributes, as stored. */
record DeadlineItem(String tenantId, String caseId, String deadlineId, String deadlineType, String dueAt,
                    String status, long version, String caseTitle, String classification, String ownerOrgId,
                    String createdAt, String createdBy, String updatedAt, String updatedBy) {
}

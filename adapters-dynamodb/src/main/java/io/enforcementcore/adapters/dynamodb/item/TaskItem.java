package io.enforcementcore.adapters.dynamodb.item;


/** A task's attributes, as stored. */
record TaskItem(String tenantId, String caseId, String taskId, String title, String assigneeId, String dueAt,
                String status, long version, String caseTitle, String classification, String ownerOrgId,
                String createdAt, String createdBy, String updatedAt, String updatedBy) {
}

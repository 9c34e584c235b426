package io.enforcementcore.adapters.dynamodb;

/** A deadline's attributes, as stored. */
record DeadlineItem(String tenantId, String caseId, String deadlineId, String deadlineType, String dueAt,
                    String status, long version, String caseTitle, String createdAt, String updatedAt) {
}

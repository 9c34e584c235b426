package io.enforcementcore.adapters.dynamodb;

import java.util.Map;

/** A timeline event's attributes, as stored; {@code details} is a map attribute. */
record TimelineItem(String tenantId, String caseId, String eventId, String eventType, String occurredAt,
                    String actor, Map<String, String> details, String createdAt, String updatedAt) {
}

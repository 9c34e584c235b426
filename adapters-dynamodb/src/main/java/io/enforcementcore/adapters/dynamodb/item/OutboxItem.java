package io.enforcementcore.adapters.dynamodb.item;

import java.util.Map;

/**
 * An outbox event's attributes, as stored; {@code payload} is a map attribute; {@code expiresAt}, the
 * table's time-to-live in epoch seconds, only once the event is published (null before).
 */
record OutboxItem(String tenantId, String caseId, String eventId, String eventType, String occurredAt,
                  Map<String, String> payload, boolean published, String createdAt, String updatedAt,
                  Long expiresAt) {
}

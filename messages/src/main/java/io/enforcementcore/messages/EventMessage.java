package io.enforcementcore.messages;

import io.enforcementcore.domain.model.OutboxEvent;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a consumer of any event channel receives for one outbox event: the event as JSON (its shape is
 * {@link EventJson}'s) and attributes to route on without reading the body, all text:
 * {@value #TENANT}, {@value #CASE}, {@value #EVENT} (the event id), {@value #TYPE} and {@value #SCHEMA_VERSION}
 * ({@value #CURRENT_SCHEMA_VERSION}: the version of this message format, raised when a field changes meaning
 * or goes away; a new field does not raise it). A FIFO channel also takes the deduplication id (from the event
 * id, so a duplicate offer within the channel's window is dropped) and the group id (from the case id, so one
 * case's events keep their order), each {@link FifoKey} safe.
 */
public record EventMessage(String body, Map<String, String> attributes, String deduplicationId, String groupId) {
    public static final String TENANT = "tenant";
    public static final String CASE = "case";
    public static final String EVENT = "event";
    public static final String TYPE = "type";
    public static final String SCHEMA_VERSION = "schemaVersion";
    public static final int CURRENT_SCHEMA_VERSION = 1;

    public EventMessage {
        Objects.requireNonNull(body, "body");
        attributes = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
        Objects.requireNonNull(deduplicationId, "deduplicationId");
        Objects.requireNonNull(groupId, "groupId");
    }

    public static EventMessage of(OutboxEvent event) {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put(TENANT, event.tenantId().value());
        attributes.put(CASE, event.caseId().value());
        attributes.put(EVENT, event.eventId().value());
        attributes.put(TYPE, event.type().name());
        attributes.put(SCHEMA_VERSION, Integer.toString(CURRENT_SCHEMA_VERSION));
        return new EventMessage(EventJson.write(event), attributes, FifoKey.of(event.eventId().value()),
                FifoKey.of(event.caseId().value()));
    }
}

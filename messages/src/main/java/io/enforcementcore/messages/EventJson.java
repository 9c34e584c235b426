package io.enforcementcore.messages;

import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Timestamps;
import java.util.Map;

/**
 * The body of an {@link EventMessage}: one JSON object whose fields come in this order,
 * <pre>{@code
 * {"schemaVersion":1,"tenant":"kppu","case":"c-42","event":"e-7","type":"CASE_STATUS_CHANGED",
 *  "occurredAt":"2026-07-12T17:00:00.000Z","payload":{"from":"UNDER_REVIEW","to":"NOTICE_ISSUED"}}
 * }</pre>
 * {@code occurredAt} is ISO-8601 in UTC with milliseconds, always 24 characters; {@code payload} holds the
 * event's own fields, sorted by name, each text (or {@code null}). The body is ASCII: every other character,
 * and every control character, is written as a JSON unicode escape, so that no channel's character rules
 * can refuse it.
 * Written by hand because the library has no JSON dependency; a consumer reads it with any JSON parser.
 */
final class EventJson {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private EventJson() {
    }

    static String write(OutboxEvent event) {
        StringBuilder json = new StringBuilder(256).append("{\"").append(EventMessage.SCHEMA_VERSION).append("\":")
                .append(EventMessage.CURRENT_SCHEMA_VERSION);
        field(json, EventMessage.TENANT, event.tenantId().value());
        field(json, EventMessage.CASE, event.caseId().value());
        field(json, EventMessage.EVENT, event.eventId().value());
        field(json, EventMessage.TYPE, event.type().name());
        field(json, "occurredAt", Timestamps.format(event.occurredAt()));
        json.append(",\"payload\":{");
        String separator = "";
        for (Map.Entry<String, String> field : event.payload().entrySet()) {
            json.append(separator);
            string(json, field.getKey()).append(':');
            if (field.getValue() == null) {
                json.append("null");
            } else {
                string(json, field.getValue());
            }
            separator = ",";
        }
        return json.append("}}").toString();
    }

    private static void field(StringBuilder json, String name, String value) {
        string(json.append(','), name).append(':');
        string(json, value);
    }

    private static StringBuilder string(StringBuilder json, String text) {
        json.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                json.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7e) {
                json.append("\\u").append(HEX[c >> 12 & 0xf]).append(HEX[c >> 8 & 0xf]).append(HEX[c >> 4 & 0xf])
                        .append(HEX[c & 0xf]);
            } else {
                json.append(c);
            }
        }
        return json.append('"');
    }
}

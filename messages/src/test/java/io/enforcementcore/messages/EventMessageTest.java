package io.enforcementcore.messages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.TenantId;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EventMessageTest {
    private static final Instant ON_THE_SECOND = Instant.parse("2026-07-12T17:00:00Z");

    private static OutboxEvent aStatusChange(String caseId, String eventId, Map<String, String> payload) {
        return new OutboxEvent(new TenantId("kppu"), new CaseId(caseId), new EventId(eventId),
                EventType.CASE_STATUS_CHANGED, ON_THE_SECOND, payload, OutboxStatus.PENDING);
    }

    @Test
    void the_body_is_the_event_as_json_in_the_documented_order_with_a_fixed_width_time() {
        EventMessage message = EventMessage.of(aStatusChange("c-42", "e-7",
                Map.of("to", "NOTICE_ISSUED", "from", "UNDER_REVIEW")));

        assertEquals("{\"schemaVersion\":1,\"tenant\":\"kppu\",\"case\":\"c-42\",\"event\":\"e-7\","
                + "\"type\":\"CASE_STATUS_CHANGED\",\"occurredAt\":\"2026-07-12T17:00:00.000Z\","
                + "\"payload\":{\"from\":\"UNDER_REVIEW\",\"to\":\"NOTICE_ISSUED\"}}", message.body());
    }

    @Test
    void the_attributes_name_tenant_case_event_type_and_schema_version() {
        EventMessage message = EventMessage.of(aStatusChange("c-42", "e-7", Map.of()));

        assertEquals(Map.of("tenant", "kppu", "case", "c-42", "event", "e-7", "type", "CASE_STATUS_CHANGED",
                "schemaVersion", "1"), message.attributes());
    }

    @Test
    void quotes_backslashes_control_and_non_ascii_characters_are_escaped_so_the_body_stays_ascii_json() {
        Map<String, String> payload = new LinkedHashMap<>();
        payload.put("title", "\"Kartel\" semen\\beton\nPT Maju Jaya \u00e9 \u2028 \ud83d\ude00");
        payload.put("absent", null);

        String body = EventMessage.of(aStatusChange("c-42", "e-7", payload)).body();

        assertTrue(body.endsWith("\"payload\":{\"absent\":null,\"title\":\"\\\"Kartel\\\" semen\\\\beton\\u000aPT Maju "
                + "Jaya \\u00e9 \\u2028 \\ud83d\\ude00\"}}"), body);
        assertTrue(body.chars().allMatch(c -> c >= 0x20 && c < 0x7f), body);
    }

    @Test
    void fifo_keys_are_the_ids_themselves_when_a_fifo_channel_takes_them() {
        EventMessage message = EventMessage.of(aStatusChange("KPPU/2026:42", "e-7", Map.of()));

        assertEquals("e-7", message.deduplicationId());
        assertEquals("KPPU/2026:42", message.groupId());
    }

    @Test
    void an_id_a_fifo_channel_refuses_becomes_a_stable_digest_it_takes() {
        String withSpaceAndAccent = "kasus semen \u00e9";
        EventMessage once = EventMessage.of(aStatusChange(withSpaceAndAccent, "e 7", Map.of()));
        EventMessage again = EventMessage.of(aStatusChange(withSpaceAndAccent, "e 7", Map.of()));
        EventMessage another = EventMessage.of(aStatusChange("kasus semen \u00e8", "e 8", Map.of()));

        assertEquals(once.groupId(), again.groupId());
        assertEquals(once.deduplicationId(), again.deduplicationId());
        assertNotEquals(once.groupId(), another.groupId());
        assertNotEquals(once.deduplicationId(), another.deduplicationId());
        for (String key : new String[] {once.groupId(), once.deduplicationId()}) {
            assertTrue(key.matches("#[0-9a-f]{64}"), key);
        }
    }

    @Test
    void a_publish_failure_names_the_channel_the_event_and_what_the_service_said() {
        PublishFailed failed = new PublishFailed("SQS queue https://sqs/q", aStatusChange("c-42", "e-7", Map.of()),
                "the queue does not exist");

        assertEquals("SQS queue https://sqs/q did not take event e-7 (CASE_STATUS_CHANGED of case c-42): the queue "
                + "does not exist", failed.getMessage());
        assertEquals(null, failed.getCause());
    }
}

package io.enforcementcore.adapters.dynamodb.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class PagePositionsTest {

    @Test
    void a_last_evaluated_key_survives_the_round_trip_as_a_compact_url_safe_string() {
        Map<String, AttributeValue> key = Map.of(
                "PK", AttributeValue.fromS("CASE#c123"),
                "SK", AttributeValue.fromS("TASK#2026-07-12T17:00:00.000Z#task456"),
                "GSI1PK", AttributeValue.fromS("TENANT#t1#ASSIGNEE#u\u00FC77#TASK_STATUS#OPEN"),
                "GSI1SK", AttributeValue.fromS("2026-07-12T17:00:00.000Z#CASE#c123#TASK#task456"));

        String position = PagePositions.encode(key);

        assertTrue(position.matches("[A-Za-z0-9_-]+"), position);
        assertEquals(key, PagePositions.decode(position));
    }

    @Test
    void refuses_a_position_that_is_not_base64() {
        assertThrows(PagePositions.InvalidPagePosition.class, () -> PagePositions.decode("not base64!"));
    }

    @Test
    void refuses_a_position_that_names_other_attributes_or_lacks_the_table_key() throws java.io.IOException {
        assertThrows(PagePositions.InvalidPagePosition.class, () -> PagePositions.decode(handMade("PK", "status")));
        assertThrows(PagePositions.InvalidPagePosition.class, () -> PagePositions.decode(handMade("PK", "GSI1PK")));
        assertEquals(2, PagePositions.decode(handMade("PK", "SK")).size(), "the hand-made format is the real one");
        assertThrows(IllegalArgumentException.class,
                () -> PagePositions.encode(Map.of("status", AttributeValue.fromS("OPEN"))));
    }

    private static String handMade(String... names) throws java.io.IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.DataOutputStream out = new java.io.DataOutputStream(bytes)) {
            out.writeByte(names.length);
            for (String name : names) {
                out.writeUTF(name);
                out.writeUTF("x");
            }
        }
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes.toByteArray());
    }

    @Test
    void refuses_a_truncated_or_extended_position() {
        String position = PagePositions.encode(Map.of("PK", AttributeValue.fromS("CASE#c1"),
                "SK", AttributeValue.fromS("META")));
        byte[] bytes = Base64.getUrlDecoder().decode(position);
        String truncated = Base64.getUrlEncoder().withoutPadding().encodeToString(
                java.util.Arrays.copyOf(bytes, bytes.length - 2));
        String extended = Base64.getUrlEncoder().withoutPadding().encodeToString(
                java.util.Arrays.copyOf(bytes, bytes.length + 1));

        assertThrows(PagePositions.InvalidPagePosition.class, () -> PagePositions.decode(truncated));
        assertThrows(PagePositions.InvalidPagePosition.class, () -> PagePositions.decode(extended));
        assertThrows(PagePositions.InvalidPagePosition.class, () -> PagePositions.decode(""));
    }
}

package io.enforcementcore.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.command.AttachEvidence;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FingerprintTest {
    private static final CreateTask A_TASK = new CreateTask("case-1", "Review filing", "officer-7",
            "2026-07-12T17:00:00Z", "key-1");

    @Test
    void the_same_request_has_the_same_fingerprint_whatever_its_key() {
        CreateTask retriedUnderAnotherKey = new CreateTask("case-1", "Review filing", "officer-7",
                "2026-07-12T17:00:00Z", "key-2");

        assertEquals(Fingerprint.of("C04", A_TASK), Fingerprint.of("C04", retriedUnderAnotherKey));
    }

    @Test
    void is_a_stable_sha256() {
        String fingerprint = Fingerprint.of("C04", A_TASK);

        assertTrue(fingerprint.matches("[0-9a-f]{64}"), fingerprint);
        // Computed independently of this code; a change of the canonical form would orphan every stored record.
        assertEquals("c5ca228f01d2602bc1c2de8f3b0654978d31b67657488fd4a14b6a5206532faf", fingerprint);
    }

    @Test
    void every_field_counts() {
        String original = Fingerprint.of("C04", A_TASK);

        assertNotEquals(original, Fingerprint.of("C04", new CreateTask("case-2", "Review filing", "officer-7",
                "2026-07-12T17:00:00Z", "key-1")));
        assertNotEquals(original, Fingerprint.of("C04", new CreateTask("case-1", "Review filings", "officer-7",
                "2026-07-12T17:00:00Z", "key-1")));
        assertNotEquals(original, Fingerprint.of("C04", new CreateTask("case-1", "Review filing", "officer-8",
                "2026-07-12T17:00:00Z", "key-1")));
        assertNotEquals(original, Fingerprint.of("C04", new CreateTask("case-1", "Review filing", "officer-7",
                "2026-07-13T17:00:00Z", "key-1")));
    }

    @Test
    void the_command_counts() {
        assertNotEquals(Fingerprint.of("C04", A_TASK), Fingerprint.of("C05", A_TASK));
    }

    @Test
    void values_cannot_run_into_their_neighbours() {
        OpenCase split = new OpenCase("REF-1", "ab", 5, "PUBLIC", "org", null);
        OpenCase shifted = new OpenCase("REF-1a", "b", 5, "PUBLIC", "org", null);
        OpenCase nullTitle = new OpenCase("REF-1", null, 5, "PUBLIC", "org", null);
        OpenCase textNull = new OpenCase("REF-1", "N", 5, "PUBLIC", "org", null);

        assertNotEquals(Fingerprint.of("C01", split), Fingerprint.of("C01", shifted));
        assertNotEquals(Fingerprint.of("C01", nullTitle), Fingerprint.of("C01", textNull));
    }

    @Test
    void map_order_does_not_count_but_map_content_does() {
        Map<String, String> inOneOrder = new LinkedHashMap<>();
        inOneOrder.put("source", "inspection");
        inOneOrder.put("page", "4");
        Map<String, String> inAnotherOrder = new LinkedHashMap<>();
        inAnotherOrder.put("page", "4");
        inAnotherOrder.put("source", "inspection");

        assertEquals(Fingerprint.of("C09", evidence(inOneOrder)), Fingerprint.of("C09", evidence(inAnotherOrder)));
        assertNotEquals(Fingerprint.of("C09", evidence(inOneOrder)),
                Fingerprint.of("C09", evidence(Map.of("page", "4"))));
    }

    private static AttachEvidence evidence(Map<String, String> metadata) {
        return new AttachEvidence("case-1", "Inspection report", "s3://bucket/report.pdf", "0".repeat(64), 1024,
                metadata, "key-1");
    }
}

package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EvidenceMetadataTest {

    @Test
    void metadata_exactly_at_its_byte_budget_is_accepted_and_one_byte_more_is_refused() {
        String value = "x".repeat(EvidenceMetadata.MAX_TOTAL_BYTES - 1);
        assertEquals(1, new EvidenceMetadata(Map.of("k", value)).entries().size());

        InvalidValue e = assertThrows(InvalidValue.class, () -> new EvidenceMetadata(Map.of("k", value + "x")));
        assertEquals("metadata", e.field());
        assertEquals("must be at most 307200 bytes, was 307201", e.reason());
    }

    @Test
    void multi_byte_characters_count_by_their_utf8_size() {
        String twoBytesEach = "é".repeat(EvidenceMetadata.MAX_TOTAL_BYTES / 2);
        assertThrows(InvalidValue.class, () -> new EvidenceMetadata(Map.of("k", twoBytesEach)));
    }

    @Test
    void metadata_keys_follow_the_id_rules_and_entries_are_bounded() {
        assertEquals("metadata key", assertThrows(InvalidValue.class,
                () -> new EvidenceMetadata(Map.of("a#b", "v"))).field());
        Map<String, String> many = new HashMap<>();
        for (int i = 0; i <= EvidenceMetadata.MAX_ENTRIES; i++) {
            many.put("k" + i, "v");
        }
        assertEquals("metadata", assertThrows(InvalidValue.class, () -> new EvidenceMetadata(many)).field());
    }

    @Test
    void a_metadata_value_with_a_lone_surrogate_is_refused_naming_its_key() {
        InvalidValue e = assertThrows(InvalidValue.class, () -> new EvidenceMetadata(Map.of("page", "p\uD800")));
        assertEquals("metadata value of 'page'", e.field());
        assertEquals("must be valid Unicode, but has a lone surrogate at position 1", e.reason());
    }
}

package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class SortedFieldsTest {
    private static final Map<String, String> FIELDS = Map.of("to", "NOTICE_ISSUED", "from", "UNDER_REVIEW",
            "reason", "late");

    @Test
    void iterates_in_key_order_whatever_order_it_was_given() {
        SortedFields copy = SortedFields.copyOf(new HashMap<>(FIELDS));

        assertEquals(List.of("from", "reason", "to"), List.copyOf(copy.keySet()));
        assertEquals(List.of("UNDER_REVIEW", "late", "NOTICE_ISSUED"), List.copyOf(copy.values()));
    }

    @Test
    void is_equal_to_a_sorted_map_of_the_same_fields_both_ways_with_its_hash_code() {
        SortedFields copy = SortedFields.copyOf(FIELDS);
        TreeMap<String, String> sorted = new TreeMap<>(FIELDS);

        assertEquals(sorted, copy);
        assertEquals(copy, sorted);
        assertEquals(sorted.hashCode(), copy.hashCode());
        assertEquals(sorted.toString(), copy.toString());
        sorted.put("to", "CLOSED");
        assertFalse(copy.equals(sorted), "a different value makes them differ");
    }

    @Test
    void finds_each_field_and_nothing_else() {
        SortedFields copy = SortedFields.copyOf(FIELDS);

        FIELDS.forEach((name, value) -> assertEquals(value, copy.get(name), name));
        assertNull(copy.get("title"));
        assertNull(copy.get(42));
        assertFalse(copy.containsKey("title"));
        assertTrue(copy.containsKey("reason"));
        assertEquals(3, copy.size());
    }

    @Test
    void cannot_be_changed_and_does_not_follow_the_map_it_was_copied_from() {
        TreeMap<String, String> source = new TreeMap<>(FIELDS);
        SortedFields copy = SortedFields.copyOf(source);
        source.put("title", "Renamed");

        assertNull(copy.get("title"));
        assertThrows(UnsupportedOperationException.class, () -> copy.put("title", "Renamed"));
        assertThrows(UnsupportedOperationException.class, () -> copy.remove("to"));
        assertThrows(UnsupportedOperationException.class, () -> copy.entrySet().iterator().next().setValue("x"));
        assertThrows(UnsupportedOperationException.class, () -> copy.keySet().clear());
    }

    @Test
    void a_copy_of_a_copy_is_the_copy_and_no_fields_is_one_empty_map() {
        SortedFields copy = SortedFields.copyOf(FIELDS);

        assertSame(copy, SortedFields.copyOf(copy));
        assertSame(SortedFields.copyOf(Map.of()), SortedFields.copyOf(new TreeMap<>()));
        assertTrue(SortedFields.copyOf(Map.of()).isEmpty());
    }

    @Test
    void refuses_a_null_name_as_a_sorted_map_does() {
        Map<String, String> withNullName = new HashMap<>();
        withNullName.put(null, "value");

        assertThrows(NullPointerException.class, () -> SortedFields.copyOf(withNullName));
    }
}

package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TimestampsTest {

    @Test
    void formats_every_instant_with_the_same_width_even_when_milliseconds_are_zero() {
        assertEquals("2026-07-12T17:00:00.000Z", Timestamps.format(Instant.parse("2026-07-12T17:00:00Z")));
        assertEquals("2026-07-12T17:00:00.120Z", Timestamps.format(Instant.parse("2026-07-12T17:00:00.12Z")));
        assertEquals(Timestamps.WIDTH, Timestamps.format(Instant.EPOCH).length());
    }

    @Test
    void lexicographic_order_of_formatted_instants_is_time_order() {
        Instant earlier = Instant.parse("2026-07-12T17:00:00Z");
        Instant later = Instant.parse("2026-07-12T17:00:00.001Z");
        assertTrue(Timestamps.format(earlier).compareTo(Timestamps.format(later)) < 0);
        // ISO's own formatter would print "...17:00:00Z" and "...17:00:00.001Z": 'Z' sorts after '.'.
        assertTrue(earlier.toString().compareTo(later.toString()) > 0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-07-12", "12/07/2026", "2026-07-12T17:00:00", "tomorrow", "2026-13-01T00:00:00Z"})
    void refuses_due_dates_in_another_format_naming_the_field(String text) {
        InvalidValue e = assertThrows(InvalidValue.class, () -> Timestamps.parse("dueAt", text));
        assertEquals("dueAt", e.field());
    }

    @Test
    void refuses_instants_more_precise_than_milliseconds() {
        InvalidValue e = assertThrows(InvalidValue.class, () -> Timestamps.parse("dueAt", "2026-07-12T17:00:00.0001Z"));
        assertEquals("must not be more precise than milliseconds", e.reason());
    }
}

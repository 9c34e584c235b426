package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.SplittableRandom;
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

    @Test
    void writes_what_the_general_formatter_writes_for_any_instant_of_the_years_keys_hold() {
        DateTimeFormatter general = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
                .withZone(ZoneOffset.UTC);
        long first = Instant.parse("0000-01-01T00:00:00Z").getEpochSecond();
        long last = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();
        SplittableRandom random = new SplittableRandom(20261201);
        for (int i = 0; i < 200_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(first, last + 1), random.nextInt(1_000_000_000));
            assertEquals(general.format(instant.truncatedTo(ChronoUnit.MILLIS)), Timestamps.format(instant),
                    () -> "epoch second " + instant.getEpochSecond() + ", nano " + instant.getNano());
        }
        for (String edge : new String[] {"0000-01-01T00:00:00Z", "1969-12-31T23:59:59.999Z", "1970-01-01T00:00:00Z",
                "2000-02-29T12:34:56.789Z", "2026-12-31T23:59:59.999999999Z", "9999-12-31T23:59:59.999Z"}) {
            Instant instant = Instant.parse(edge);
            assertEquals(general.format(instant.truncatedTo(ChronoUnit.MILLIS)), Timestamps.format(instant), edge);
        }
    }
}

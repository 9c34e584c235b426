package io.enforcementcore.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PercentilesTest {
    private static final long MS = 1_000_000;

    @Test
    void takes_the_nearest_rank_of_the_measured_calls_only() {
        long[] nanos = new long[32];
        for (int i = 0; i < 20; i++) {
            nanos[i] = (20 - i) * MS;
        }
        nanos[20] = 999 * MS;

        assertEquals(10.0, Percentiles.millis(nanos, 20, 50));
        assertEquals(19.0, Percentiles.millis(nanos, 20, 95));
        assertEquals(20.0, Percentiles.millis(nanos, 20, 100));
        assertEquals(1.0, Percentiles.millis(nanos, 20, 1));
    }

    @Test
    void keeps_fractions_of_a_millisecond() {
        assertEquals(0.0125, Percentiles.millis(new long[] {12_500}, 1, 50));
    }

    @Test
    void answers_zero_when_nothing_was_measured() {
        assertEquals(0.0, Percentiles.millis(new long[4], 0, 95));
    }

    @Test
    void refuses_a_percentile_outside_one_to_a_hundred() {
        assertThrows(IllegalArgumentException.class, () -> Percentiles.millis(new long[] {1}, 1, 0));
    }
}

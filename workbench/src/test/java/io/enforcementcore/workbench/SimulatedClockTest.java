package io.enforcementcore.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class SimulatedClockTest {
    private static final Instant START = Instant.parse("2026-01-05T08:00:00Z");

    @Test
    void stands_still_until_moved_while_seeding() {
        SimulatedClock clock = new SimulatedClock(START);
        clock.advance(Duration.ofMinutes(7));
        clock.advanceTo(START);

        assertEquals(START.plusSeconds(420), clock.now());
        assertEquals(START.plusSeconds(420), clock.now());
    }

    @Test
    void does_not_go_back_in_time() {
        SimulatedClock clock = new SimulatedClock(START);

        assertThrows(IllegalArgumentException.class, () -> clock.advance(Duration.ofSeconds(-1)));
    }

    @Test
    void runs_on_from_the_simulated_present_once_free() {
        SimulatedClock clock = new SimulatedClock(START);
        clock.advance(Duration.ofDays(300));
        clock.runFree();

        Instant now = clock.now();
        assertFalse(now.isBefore(START.plus(Duration.ofDays(300))));
        assertEquals(0, now.getNano() % 1_000_000, "millisecond precision");
        assertThrows(IllegalStateException.class, () -> clock.advance(Duration.ofMinutes(1)));
    }
}

package io.enforcementcore.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineProgressTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream lines = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private List<String> printed() {
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void prints_a_line_per_tenth_of_a_known_total_and_ends_at_a_hundred_percent() {
        try (LineProgress progress = new LineProgress("seeding", 1201, lines)) {
            for (int done = 1; done <= 1201; done++) {
                progress.stepTo(done);
            }
        }

        List<String> printed = printed();
        assertEquals(10, printed.size());
        assertEquals("seeding: 10% (121/1201)", printed.get(0));
        assertEquals("seeding: 100% (1201/1201)", printed.get(9));
    }

    @Test
    void says_where_it_stopped_when_closed_early() {
        try (LineProgress progress = new LineProgress("seeding", 100, lines)) {
            progress.stepTo(25);
        }

        assertEquals(List.of("seeding: 10% (10/100)", "seeding: 20% (20/100)", "seeding: 25% (25/100)"), printed());
    }

    @Test
    void counts_in_steps_when_the_total_is_unknown() {
        try (LineProgress progress = new LineProgress("backfill", 0, lines)) {
            progress.stepTo(9_999);
            progress.stepTo(25_000);
        }

        assertEquals(List.of("backfill: 10000", "backfill: 20000", "backfill: 25000"), printed());
    }
}

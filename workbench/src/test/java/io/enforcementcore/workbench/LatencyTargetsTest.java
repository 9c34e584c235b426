package io.enforcementcore.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LatencyTargetsTest {
    private static final long MS = 1_000_000;
    private final Map<String, Duration> targets = new LinkedHashMap<>();

    LatencyTargetsTest() {
        targets.put("AP01", Duration.ofMillis(10));
        targets.put("AP09", Duration.ofMillis(40));
        targets.put("IDEMPOTENCY", Duration.ofMillis(10));
    }

    @Test
    void names_each_pattern_whose_p95_is_above_its_target_and_no_other() {
        List<Long> slowTail = List.of(2 * MS, 3 * MS, 2 * MS, 4 * MS, 55 * MS);
        List<LatencyTargets.Row> rows = LatencyTargets.rows(targets, Map.of(
                "AP01", List.of(1 * MS, 2 * MS, 9 * MS), "AP09", slowTail));

        assertEquals(List.of("AP09 p95 55.00 ms is above its target of 40 ms"), LatencyTargets.misses(rows));
    }

    @Test
    void a_p95_exactly_at_its_target_meets_it() {
        List<LatencyTargets.Row> rows = LatencyTargets.rows(targets, Map.of("AP01", List.of(10 * MS)));

        assertEquals(List.of(), LatencyTargets.misses(rows));
    }

    @Test
    void shows_only_the_patterns_measured_and_says_what_the_store_makes_of_a_p95() {
        List<LatencyTargets.Row> rows = LatencyTargets.rows(targets, Map.of("AP09", List.of(50 * MS),
                "C04 with a key", List.of(MS)));

        String onMemory = LatencyTargets.render(rows, true);
        assertEquals(List.of("AP09"), rows.stream().map(LatencyTargets.Row::id).toList());
        assertTrue(onMemory.contains("| AP09 | 1 | 50.00 | 40 | no |"), onMemory);
        assertTrue(onMemory.contains("the library's own overhead"), onMemory);
        assertTrue(LatencyTargets.render(rows, false).contains("mostly the engine's own time"));
    }
}

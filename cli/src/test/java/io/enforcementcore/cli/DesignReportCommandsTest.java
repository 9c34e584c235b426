package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The design documents on the command line: measured on the chosen store, or computed from the design. */
class DesignReportCommandsTest {
    static final String[] SMALL_DATA_SET = {"--cases", "12", "--tenants", "2", "--hot-tasks", "5"};

    @Test
    void the_matrix_measures_every_access_pattern_on_the_in_memory_store() {
        CliRun run = CliRun.of(with("matrix", "--samples", "2", "--no-check-latency"));

        assertEquals(0, run.exitCode(), run.err());
        assertEveryPatternMeasured(run.out());
    }

    @Test
    void the_matrix_reports_each_access_patterns_p95_against_its_target() {
        CliRun run = CliRun.of(with("matrix", "--samples", "2", "--no-check-latency"));

        String latencies = run.out().substring(run.out().indexOf("## p95 against target"));
        for (int n = 1; n <= 14; n++) {
            String id = String.format("AP%02d", n);
            List<String> row = row(latencies, id).orElseThrow(() -> new AssertionError(id + " in\n" + latencies));
            assertEquals("2", row.get(1), id + " calls");
            assertTrue(row.get(2).matches("\\d+\\.\\d{2}") && row.get(3).matches("\\d+"), row.toString());
            assertTrue(List.of("yes", "no").contains(row.get(4)), row.toString());
        }
    }

    @Test
    void the_write_amplification_has_a_row_for_each_command_that_wrote_and_says_why_the_backfill_did_not() {
        CliRun run = CliRun.of(with("capacity"));

        assertEquals(0, run.exitCode(), run.err());
        for (String command : List.of("C01", "C02", "C03", "C04", "C05", "C06", "C07", "C08", "C09", "C10", "C11",
                "C12", "C13", "C15")) {
            List<String> row = row(run.out(), command).orElseThrow(() -> new AssertionError(
                    "no row for " + command + " in\n" + run.out()));
            assertEquals("1", row.get(1), "runs of " + row);
            assertTrue(Double.parseDouble(row.get(row.size() - 1)) > 0, "write units of " + row);
        }
        assertTrue(run.out().contains("Not measured in this run: C14."), run.out());
        assertTrue(run.out().contains("found every one at the current schema, so it wrote nothing"), run.out());
    }

    @Test
    void the_adr_states_the_decision_on_every_access_pattern() {
        CliRun run = CliRun.of("adr");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("# ADR 0001"), run.out());
        for (String section : List.of("## Context", "## Access patterns", "## Decision", "## Key schema",
                "## Invariants", "## Trade-offs")) {
            assertTrue(run.out().contains("\n" + section + "\n"), section + " in\n" + run.out());
        }
        for (int n = 1; n <= 14; n++) {
            assertTrue(run.out().contains(String.format("- AP%02d: ", n)), "AP" + n + " in\n" + run.out());
        }
    }

    @Test
    void the_hotspot_report_is_computed_without_opening_the_store_it_is_given() {
        CliRun run = CliRun.of("hotspots", "--store", "dynamodb", "--endpoint", "http://127.0.0.1:9",
                "--table", "NoSuchTable");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("# Hot partitions and tenant skew"), run.out());
        assertTrue(run.out().contains("3,000 RCU/s and 1,000 WCU/s per partition"), run.out());
    }

    @Test
    void a_placeholder_row_is_not_taken_for_a_measured_one() {
        String unmeasured = "## Measured\n\n| AP | bound | pages | a | b | c | d | e | why |\n|---|\n"
                + "| AP01 | one item | 0 | - | - | - | - | - | - |\n";

        AssertionError refused = assertThrows(AssertionError.class,
                () -> assertEveryPatternMeasured(unmeasured));
        assertTrue(refused.getMessage().contains("AP01"), refused.getMessage());
    }

    /** Each access pattern (and the idempotency recall) has at least one page and a figure in each column. */
    static void assertEveryPatternMeasured(String matrix) {
        String measured = matrix.substring(matrix.indexOf("## Measured"));
        List<String> ids = new ArrayList<>();
        for (int n = 1; n <= 14; n++) {
            ids.add(String.format("AP%02d", n));
        }
        ids.add("IDEMPOTENCY");
        for (String id : ids) {
            List<String> row = row(measured, id).orElseThrow(() -> new AssertionError(id + " has no row in\n"
                    + measured));
            assertTrue(Integer.parseInt(row.get(2)) > 0, id + " was never asked: " + row);
            row.subList(3, 8).forEach(figure -> assertTrue(figure.matches("\\d+(\\.\\d+)?"),
                    id + " has no figure: " + row));
        }
    }

    /** The cells of the first Markdown table row that starts with {@code id}. */
    static Optional<List<String>> row(String markdown, String id) {
        return markdown.lines().filter(line -> line.startsWith("| " + id + " |")).findFirst()
                .map(line -> Arrays.stream(line.substring(2, line.length() - 2).split(" \\| ")).map(String::strip)
                        .toList());
    }

    private static String[] with(String... args) {
        String[] all = Arrays.copyOf(args, args.length + SMALL_DATA_SET.length);
        System.arraycopy(SMALL_DATA_SET, 0, all, args.length, SMALL_DATA_SET.length);
        return all;
    }
}

package io.enforcementcore.cli;

import static io.enforcementcore.cli.JsonOutputTest.document;
import static io.enforcementcore.cli.JsonOutputTest.field;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sweep-drift}: finds the titles a rename left stale before any relay, repairs them, reports by kind. */
class SweepDriftCommandTest {
    @TempDir
    Path dir;

    @SuppressWarnings("unchecked")
    @Test
    void a_sweep_after_an_unrelayed_rename_repairs_each_stale_title_once_and_a_second_finds_none() throws IOException {
        Path script = dir.resolve("script.txt");
        Files.writeString(script, """
                open-case --tenant ojk --external-ref OJK/9 --title "Old title" --risk 40 --owner-org o
                create-task --tenant ojk --case ${case} --title "Call the broker" --assignee a-1 --due 2026-07-12T17:00:00Z
                add-deadline --tenant ojk --case ${case} --type HEARING --due 2026-08-01T17:00:00Z
                rename-case --tenant ojk --role SUPERVISOR --case ${case} --expected-version 1 --title "New title"
                sweep-drift --segments 3 --parallel 2
                sweep-drift --segments 2
                """);

        Map<String, Object> ran = document(CliRun.of("shell", script.toString(), "--output", "json"));

        assertEquals(0.0, ran.get("exitCode"), ran.toString());
        List<Map<String, Object>> lines = (List<Map<String, Object>>) ran.get("lines");
        Map<String, Object> first = field(field(lines.get(4), "output"), "report");
        Map<String, Object> second = field(field(lines.get(5), "output"), "report");
        assertEquals(Map.of("found", 1.0, "repaired", 1.0, "skipped", 0.0),
                field(field(first, "drift"), "taskCaseTitle"));
        assertEquals(Map.of("found", 1.0, "repaired", 1.0, "skipped", 0.0),
                field(field(first, "drift"), "deadlineCaseTitle"));
        assertEquals(Map.of("found", 0.0, "repaired", 0.0, "skipped", 0.0),
                field(field(second, "drift"), "taskCaseTitle"));
        assertEquals(List.of(true, ""), List.of(first.get("finished"), first.get("resume")));
        assertTrue((Double) first.get("examined") > 0, first.toString());
    }

    @Test
    void every_option_of_the_sweep_is_described_in_its_help() {
        CliRun run = CliRun.of("sweep-drift", "--help");

        assertEquals(0, run.exitCode(), run.err());
        for (String option : List.of("--segments", "--parallel", "--items-per-second", "--read-units-per-second",
                "--max-items", "--resume")) {
            assertTrue(run.out().contains(option), option + " in\n" + run.out());
        }
    }
}

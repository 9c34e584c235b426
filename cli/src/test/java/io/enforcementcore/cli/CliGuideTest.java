package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's guide, docs/guide/cli.md: its shell example runs as written, and it names every JSON field. */
class CliGuideTest {
    private static final String JAR = "java -jar cli/target/enforcementcore-cli.jar";

    @TempDir
    Path dir;

    private static String guide() throws IOException {
        return Files.readString(Path.of("..", "docs", "guide", "cli.md"), StandardCharsets.UTF_8);
    }

    private static String between(String text, String from, String to) {
        int start = text.indexOf(from);
        assertTrue(start >= 0, from + " in the guide");
        return text.substring(start + from.length(), text.indexOf(to, start + from.length()));
    }

    @Test
    void the_shell_example_runs_as_written_and_echoes_its_lines_expanded() throws IOException {
        Path script = dir.resolve("example.txt");
        Files.writeString(script, between(guide(), JAR + " shell <<'EOF'\n", "EOF\n"));

        CliRun run = CliRun.of("shell", script.toString());

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("C10 accepted"), run.out());
        assertTrue(run.out().contains("> reschedule-task --tenant ojk --task "), run.out());
        assertTrue(run.out().contains("(1 item)"), run.out());
    }

    /** Every field name the JSON documents of these runs hold, at any depth (not the free-form maps). */
    private Set<String> fieldNames() throws IOException {
        Path script = dir.resolve("every-kind.txt");
        Files.writeString(script, """
                open-case --tenant ojk --external-ref R-1 --title T --risk 90 --owner-org o
                create-task --tenant ojk --case ${case} --title T --assignee a-1 --due 2026-07-12T17:00:00Z
                add-deadline --tenant ojk --case ${case} --type HEARING --due 2026-08-01T17:00:00Z
                link-party --tenant ojk --case ${case} --party p-1 --name "PT Maju"
                attach-evidence --tenant ojk --case ${case} --description D --blob-ref s3://b/k --size 10 \
                --sha256 0000000000000000000000000000000000000000000000000000000000000000 --meta source=broker
                case-view --tenant ojk --case ${case}
                case --tenant ojk --case ${case}
                case-evidence --tenant ojk --case ${case}
                timeline --tenant ojk --case ${case} --limit 1
                high-risk --tenant ojk
                pending-outbox
                relay-outbox --max 1
                backfill --max-items 1 --segments 1
                sweep-drift --segments 1
                reconcile-titles --tenant ojk --case ${case}
                case --tenant ojk --case missing
                """);
        List<CliRun> runs = new ArrayList<>();
        runs.add(CliRun.of("shell", script.toString(), "--output", "json"));
        runs.add(CliRun.of("demo", "--cases", "6", "--tenants", "2", "--samples", "1", "--command-samples", "1",
                "--hot-tasks", "2", "--warmup", "0", "--output", "json"));
        runs.add(CliRun.of("capacity", "--cases", "6", "--tenants", "2", "--hot-tasks", "2", "--output", "json"));
        runs.add(CliRun.of("hotspots", "--output", "json"));
        runs.add(CliRun.of("create-table", "--output", "json"));
        Set<String> names = new TreeSet<>();
        runs.subList(1, runs.size()).forEach(run -> assertEquals(0, run.exitCode(), run.out() + run.err()));
        for (CliRun run : runs) {
            JsonText.collectNames(JsonText.parse(run.out()), names);
        }
        return names;
    }

    @Test
    void the_guide_names_every_field_of_the_json_documents() throws IOException {
        String guide = guide();
        String documented = guide.substring(guide.indexOf("## Machine-readable output"));

        Set<String> names = fieldNames();

        assertTrue(names.containsAll(Set.of("receipt", "items", "nextCursor", "error", "kind", "report", "lines")),
                names.toString());
        List<String> undocumented = names.stream()
                .filter(name -> !documented.contains("`" + name + "`") && !documented.contains("\"" + name + "\""))
                .toList();
        assertEquals(List.of(), undocumented, "fields the guide does not name");
    }
}

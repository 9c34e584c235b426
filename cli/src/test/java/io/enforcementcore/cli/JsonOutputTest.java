package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.workbench.ExitCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --output json}: one document on standard output per command, errors included, as docs/guide/cli.md lists. */
class JsonOutputTest {
    @TempDir
    Path dir;

    static Map<String, Object> document(CliRun run) {
        assertEquals(1, run.out().lines().count(), "one document, on one line:\n" + run.out());
        return JsonText.object(run.out());
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> field(Map<String, Object> document, String name) {
        return (Map<String, Object>) document.get(name);
    }

    private Map<String, Object> shell(String script) throws IOException {
        Path file = dir.resolve("script.txt");
        Files.writeString(file, script);
        CliRun run = CliRun.of("shell", file.toString(), "--output", "json");
        return document(run);
    }

    @Test
    void a_receipt_names_the_case_the_entity_and_the_version() {
        CliRun run = CliRun.of("open-case", "--tenant", "ojk", "--external-ref", "OJK/1", "--title", "T \"quoted\"",
                "--risk", "82", "--owner-org", "ojk-markets", "--output", "json");

        assertEquals(0, run.exitCode(), run.err());
        Map<String, Object> receipt = field(document(run), "receipt");
        assertEquals("C01", receipt.get("command"));
        assertEquals("case", receipt.get("entityKind"));
        assertEquals(receipt.get("case"), receipt.get("entity"));
        assertEquals(1.0, receipt.get("version"));
    }

    @SuppressWarnings("unchecked")
    @Test
    void a_listing_is_its_items_their_count_and_the_next_cursor() throws IOException {
        Map<String, Object> ran = shell("""
                open-case --tenant ojk --external-ref OJK/2 --title T --risk 90 --owner-org o
                create-task --tenant ojk --case ${case} --title "Call the broker" --assignee a-1 --due 2026-07-12T17:00:00Z
                create-task --tenant ojk --case ${case} --title "Read the filings" --assignee a-1 --due 2026-07-13T17:00:00Z
                case-tasks --tenant ojk --case ${case} --limit 1
                case --tenant ojk --case ${case}
                """);

        assertEquals(0.0, ran.get("exitCode"), ran.toString());
        List<Map<String, Object>> lines = (List<Map<String, Object>>) ran.get("lines");
        Map<String, Object> task = field(field(lines.get(1), "output"), "receipt");
        assertEquals(task.get("entity"), task.get("task"));
        Map<String, Object> page = field(lines.get(3), "output");
        assertEquals(1.0, page.get("count"));
        assertEquals(task.get("task"), ((List<Map<String, Object>>) page.get("items")).get(0).get("task"));
        assertTrue(page.get("nextCursor") instanceof String, page.toString());
        Map<String, Object> theCase = field(field(lines.get(4), "output"), "item");
        assertEquals(List.of("UNDER_REVIEW", 90.0, 1.0),
                List.of(theCase.get("status"), theCase.get("risk"), theCase.get("version")));
        assertEquals(Map.of("openTasks", 2.0, "openDeadlines", 0.0, "parties", 0.0, "evidence", 0.0),
                field(theCase, "counts"));
    }

    @SuppressWarnings("unchecked")
    @Test
    void a_shell_that_stops_is_still_one_document_with_the_failing_lines_error() throws IOException {
        Map<String, Object> ran = shell("""
                case --tenant ojk --case ${case}
                open-case --tenant ojk --external-ref OJK/3 --title T --risk 10 --owner-org o
                """);

        assertEquals(2.0, ran.get("exitCode"));
        List<Map<String, Object>> lines = (List<Map<String, Object>>) ran.get("lines");
        assertEquals(1, lines.size(), "stopped at the first line: " + lines);
        assertEquals("usage", field(field(lines.get(0), "output"), "error").get("kind"));
    }

    @Test
    void a_rejection_is_an_error_document_on_standard_output() {
        CliRun run = CliRun.of("case", "--tenant", "ojk", "--case", "c-1", "--output", "json");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertEquals("", run.err());
        Map<String, Object> error = field(document(run), "error");
        assertEquals(Map.of("kind", "not-found", "message", "case 'c-1' was not found", "exitCode", 2.0), error);
    }

    @Test
    void bad_options_are_an_error_document_too_even_when_json_was_asked_for_after_them() {
        CliRun run = CliRun.of("case", "--tenant", "ojk", "--case", "c-1", "--no-such-option", "--output", "json");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        Map<String, Object> error = field(document(run), "error");
        assertEquals("usage", error.get("kind"));
        assertTrue(((String) error.get("message")).contains("--no-such-option"), error.toString());
    }

    @Test
    void the_design_reports_carry_their_markdown() {
        Map<String, Object> adr = document(CliRun.of("adr", "--output", "json"));

        assertEquals("adr", adr.get("report"));
        assertTrue(((String) adr.get("markdown")).startsWith("# ADR 0001"), adr.toString());
    }

    @SuppressWarnings("unchecked")
    @Test
    void the_matrix_lists_each_measured_answer() {
        CliRun run = CliRun.of("matrix", "--cases", "6", "--tenants", "2", "--hot-tasks", "2", "--samples", "1",
                "--no-check-latency", "--output", "json");

        assertEquals(0, run.exitCode(), run.err());
        Map<String, Object> matrix = document(run);
        List<Map<String, Object>> answers = (List<Map<String, Object>>) matrix.get("answers");
        assertEquals("AP01", answers.get(0).get("id"));
        assertTrue((Double) answers.get(0).get("requests") >= 1, answers.get(0).toString());
        assertEquals(List.of(), matrix.get("refusals"));
        assertNull(matrix.get("error"));
    }

    @Test
    void the_reader_of_these_tests_refuses_two_documents() {
        assertThrows(IllegalArgumentException.class, () -> JsonText.parse("{\"a\":1}\n{\"a\":2}"));
    }
}

package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.workbench.ExitCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShellCommandTest {
    @TempDir
    Path dir;

    private CliRun shell(String script) throws IOException {
        return shell(null, script);
    }

    private CliRun shell(String option, String script) throws IOException {
        Path file = dir.resolve("script.txt");
        Files.writeString(file, script);
        return option == null ? CliRun.of("shell", file.toString()) : CliRun.of("shell", option, file.toString());
    }

    @Test
    void keeps_one_in_memory_store_across_lines_and_names_the_last_receipt() throws IOException {
        CliRun run = shell("""
                # a case, a task on it, then the case's tasks
                open-case --tenant ojk --external-ref OJK/2026/000123 --title "Insider trading \u2014 PT Maju" \
                --risk 82 --owner-org ojk-markets
                create-task --tenant ojk --case ${case} --title "Request trading records" --assignee ojk-officer-07 \
                --due 2026-07-12T17:00:00Z
                case-tasks --tenant ojk --case ${case}
                """);

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("C04 accepted"), run.out());
        assertTrue(run.out().contains("title=\"Request trading records\""), run.out());
        assertTrue(run.out().contains("(1 item)"), run.out());
    }

    @Test
    void names_a_task_by_the_reference_its_last_receipt_printed_never_by_its_due_time() throws IOException {
        CliRun run = shell("""
                open-case --tenant ojk --external-ref OJK/2026/000124 --title "Insider trading" --risk 40 \
                --owner-org ojk-markets
                create-task --tenant ojk --case ${case} --title "Request trading records" --assignee ojk-officer-07 \
                --due 2026-07-12T17:00:00Z
                reschedule-task --tenant ojk --task ${task} --expected-version ${version} --new-due 2026-07-19T17:00:00Z
                complete-task --tenant ojk --task ${entity} --expected-version ${version}
                case-tasks --tenant ojk --case ${case}
                create-task --tenant ojk --case ${case} --title "Call the broker" --assignee ojk-officer-07 \
                --due 2026-07-20T17:00:00Z
                case --tenant ojk --case ${case}
                """);

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("C10 accepted"), run.out());
        assertTrue(run.out().contains("C06 accepted"), run.out());
        assertTrue(run.out().contains("due=2026-07-19T17:00:00.000Z status=DONE version=3"), run.out());
        assertTrue(run.out().contains("version=1 open-tasks=1 open-deadlines=0 parties=0 evidence=0"), run.out());
    }

    @Test
    void a_reference_that_no_receipt_printed_is_invalid_input() throws IOException {
        CliRun run = shell("complete-task --tenant ojk --task task-1 --expected-version 1\n");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertTrue(run.err().contains("rejected: invalid task: must be a task reference"), run.err());
    }

    @Test
    void stops_at_the_first_failing_line_and_exits_with_its_code() throws IOException {
        CliRun run = shell("""
                case --tenant ojk --case missing
                open-case --tenant ojk --external-ref R-1 --title T --risk 10 --owner-org o
                """);

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertTrue(run.err().contains("'missing' was not found"), run.err());
        assertTrue(run.err().contains("stopped at line 1 (exit 2)"), run.err());
        assertFalse(run.out().contains("open-case"), run.out());
    }

    @Test
    void with_keep_going_runs_every_line_and_exits_with_the_first_failure() throws IOException {
        CliRun run = shell("--keep-going", """
                case --tenant ojk --case missing
                open-case --tenant ojk --external-ref R-1 --title T --risk 10 --owner-org o
                """);

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertTrue(run.out().contains("C01 accepted"), run.out());
    }

    @Test
    void a_failed_line_leaves_no_receipt_for_the_next_lines_to_name() throws IOException {
        CliRun run = shell("--keep-going", """
                open-case --tenant ojk --external-ref R-1 --title T --risk 10 --owner-org o
                create-task --tenant ojk --case ${case} --title T --assignee a-1 --due 2026-07-12T17:00:00Z
                complete-task --tenant ojk --task ${entity} --expected-version 7
                complete-task --tenant ojk --task ${entity} --expected-version 1
                """);

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertTrue(run.err().contains("${entity} is not known: the line 'complete-task --tenant ojk --task "),
                run.err());
        assertFalse(run.out().contains("C06 accepted"), run.out());
    }

    @Test
    void echoes_each_line_as_it_runs_with_its_variables_expanded() throws IOException {
        CliRun run = shell("""
                open-case --tenant ojk --external-ref R-1 --title T --risk 10 --owner-org o
                case --tenant ojk --case ${case}
                """);

        assertEquals(0, run.exitCode(), run.err());
        String caseId = run.out().lines().filter(l -> l.startsWith("C01 accepted case=")).findFirst().orElseThrow()
                .split("case=")[1].split(" ")[0];
        assertTrue(run.out().contains("> case --tenant ojk --case " + caseId + "\n"), run.out());
        assertTrue(run.out().contains("status=UNDER_REVIEW risk=10 version=1"), run.out());
    }

    @Test
    void its_lines_work_on_the_shells_store_and_may_not_name_another() throws IOException {
        CliRun run = shell("--keep-going", """
                create-table
                case --tenant ojk --case c-1 --store dynamodb --endpoint http://localhost:8000
                """);

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertTrue(run.out().contains("ready: in-memory store"), run.out());
        assertTrue(run.err().contains("give --store, --endpoint, --region and --table to the shell command itself"),
                run.err());
    }

    @Test
    void refuses_a_variable_no_receipt_has_carried() throws IOException {
        CliRun run = shell("case --tenant ojk --case ${case}\n");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertTrue(run.err().contains("${case} is not known"), run.err());
    }

    @Test
    void refuses_an_unknown_variable_by_name_and_writes_nothing() throws IOException {
        CliRun run = shell("--keep-going", """
                open-case --tenant ojk --external-ref ${foo} --title T --risk 10 --owner-org o
                pending-outbox
                """);

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertTrue(run.err().contains("${foo} is no shell variable"), run.err());
        assertFalse(run.out().contains("C01 accepted"), run.out());
        assertTrue(run.out().contains("(0 items)"), run.out());
    }
}

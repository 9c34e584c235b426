package io.enforcementcore.cli;

import static io.enforcementcore.cli.CompositionRoot.CURSOR_SECRET_ENV;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A run that pages without a shared cursor secret says, once, in its log on standard error, that every other
 * run refuses the cursors it prints and which variable to set; a run that shares one, or does not page, says
 * nothing of it.
 */
class CursorSecretWarningTest {
    private static final String[] HIGH_RISK = {"high-risk", "--tenant", "kppu", "--limit", "1"};
    private static final String[] OPEN_CASE = {"open-case", "--tenant", "kppu", "--external-ref", "KPPU/1",
        "--title", "Cartel", "--risk", "90", "--owner-org", "kppu-tenders"};

    @Test
    void a_run_that_pages_twice_without_a_shared_secret_says_once_that_other_runs_refuse_its_cursors() {
        List<String> warnings = warningsOf(Map.of(), HIGH_RISK, HIGH_RISK);

        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).contains("every other run refuses them")
                && warnings.get(0).contains("set " + CURSOR_SECRET_ENV), warnings.get(0));
    }

    @Test
    void a_run_with_a_shared_secret_or_that_does_not_page_says_nothing_of_cursors() {
        assertEquals(List.of(), warningsOf(Map.of(CURSOR_SECRET_ENV, "a shared secret of 32 bytes....."),
                HIGH_RISK, HIGH_RISK));
        assertEquals(List.of(), warningsOf(Map.of(), OPEN_CASE));
    }

    /** The log lines naming the cursor secret that one run (one command line, so one process) printed. */
    private static List<String> warningsOf(Map<String, String> environment, String[]... commands) {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PrintStream before = System.err;
        try (PrintStream captured = new PrintStream(log, true, StandardCharsets.UTF_8)) {
            System.setErr(captured);
            CommandLine run = Main.commandLine(environment);
            run.setOut(new PrintWriter(new StringWriter(), true));
            run.setErr(new PrintWriter(new StringWriter(), true));
            for (String[] command : commands) {
                assertEquals(0, run.execute(command), String.join(" ", command));
            }
        } finally {
            System.setErr(before);
        }
        return log.toString(StandardCharsets.UTF_8).lines()
                .filter(line -> line.contains("WARN") && line.contains(CURSOR_SECRET_ENV)).toList();
    }
}

package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class DemoProgressTest {
    private static final List<String> PHASES = List.of("seeding cases: 100%", "reading the hot case's timeline: ",
            "running commands C01..C12, C15: 100%", "running jobs C12r, C13, C14: 100%", "sampling access patterns: 100%",
            "checking rules: 100%");

    @Test
    void every_phase_of_the_demo_reports_its_progress_on_standard_error_and_none_on_standard_output() {
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        StringWriter out = new StringWriter();
        PrintStream before = System.err;
        int exit;
        try (PrintStream captured = new PrintStream(progress, true, StandardCharsets.UTF_8)) {
            System.setErr(captured);
            CommandLine commandLine = Main.commandLine();
            commandLine.setOut(new PrintWriter(out, true));
            commandLine.setErr(new PrintWriter(new StringWriter(), true));
            exit = commandLine.execute("demo", "--cases", "30", "--tenants", "2");
        } finally {
            System.setErr(before);
        }

        assertEquals(0, exit, out.toString());
        List<String> lines = progress.toString(StandardCharsets.UTF_8).lines().toList();
        int last = -1;
        for (String phase : PHASES) {
            int at = indexOfFirst(lines, phase);
            assertTrue(at > last, "no progress line \"" + phase + "\" after the previous phase's in " + lines);
            last = at;
        }
        for (String phase : PHASES) {
            assertTrue(!out.toString().contains(phase), "progress on standard output: " + phase);
        }
    }

    private static int indexOfFirst(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }
}

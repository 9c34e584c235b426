package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class DemoCommandTest {
    private static final String[] SMALL_DEMO = {"demo", "--cases", "60", "--tenants", "3", "--samples", "5",
            "--command-samples", "3", "--hot-tasks", "15", "--warmup", "1"};

    private static String run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = Main.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exit = commandLine.execute(args);
        assertEquals(0, exit, out + "\n" + err);
        return out.toString();
    }

    @Test
    void runs_every_command_and_samples_every_access_pattern_without_a_rejection() {
        String report = run(SMALL_DEMO);

        for (int n = 1; n <= 14; n++) {
            assertRow(report, String.format("C%02d", n), 1);
            assertRow(report, String.format("AP%02d", n), 5);
        }
        assertRow(report, "C15", 1);
        assertTrue(report.contains("0 rejected"), report);
    }

    @Test
    void the_same_seed_seeds_the_same_data() {
        String first = seedingSummary(run(SMALL_DEMO));
        String second = seedingSummary(run(SMALL_DEMO));

        assertEquals(first, second);
        assertTrue(first.contains("| ojk "), first);
    }

    /** A row of the table for {@code id} whose calls column holds at least {@code calls}. */
    private static void assertRow(String report, String id, int calls) {
        Matcher row = Pattern.compile("(?m)^\\| " + id + " +\\| [^|]+\\| +(\\d+) \\|").matcher(report);
        assertTrue(row.find(), id + " has no row in\n" + report);
        assertTrue(Integer.parseInt(row.group(1)) >= calls, id + " was called " + row.group(1) + " times");
    }

    /** What was seeded, without the timings. */
    private static String seedingSummary(String report) {
        int from = report.indexOf("| tenant");
        int to = report.indexOf("Commands on valid targets");
        return report.substring(from, to);
    }

    @Test
    void the_help_of_demo_and_capacity_counts_the_commands_to_c15() {
        for (String command : new String[] {"demo", "capacity"}) {
            String help = run(command, "--help");

            assertTrue(help.contains("C01..C15"), help);
            assertTrue(!help.contains("C01..C14"), help);
        }
    }
}

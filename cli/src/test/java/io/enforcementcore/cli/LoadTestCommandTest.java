package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** A short load test in memory: counts only, since a timing on a shared machine proves nothing. */
class LoadTestCommandTest {
    private static final Pattern ROW = Pattern.compile(
            "(?m)^\\| (hot case|spread) \\| (C0[456]) \\| (\\d+) \\| (\\d+) \\| ([^|]+) \\| (\\d+) \\|.*\\| (\\d+) \\| (\\d+) \\| (\\d+) \\|$");

    private record LoadRow(String lane, String command, int calls, int landed, String refused, int failed, int retries) {
        int refusedCount() {
            return refused.equals("0") ? 0 : Pattern.compile("(\\d+)").matcher(refused).results()
                    .mapToInt(match -> Integer.parseInt(match.group(1))).sum();
        }
    }

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

    private static List<LoadRow> rows(String report) {
        List<LoadRow> rows = new ArrayList<>();
        Matcher row = ROW.matcher(report);
        while (row.find()) {
            rows.add(new LoadRow(row.group(1), row.group(2), Integer.parseInt(row.group(3)), Integer.parseInt(row.group(4)),
                    row.group(5).trim(), Integer.parseInt(row.group(6)), Integer.parseInt(row.group(7))));
        }
        return rows;
    }

    @Test
    void every_thread_issues_its_commands_and_each_is_answered_landed_or_refused_never_failed() {
        String report = run("load-test", "--commands", "30", "--officers", "10", "--workers", "2");
        List<LoadRow> rows = rows(report);

        assertEquals(10 * 30, rows.stream().filter(r -> r.lane().equals("hot case")).mapToInt(LoadRow::calls).sum(), report);
        assertEquals(2 * 30, rows.stream().filter(r -> r.lane().equals("spread")).mapToInt(LoadRow::calls).sum(), report);
        for (LoadRow row : rows) {
            assertEquals(0, row.failed(), report);
            assertEquals(row.calls(), row.landed() + row.refusedCount(), row + " in\n" + report);
        }
        assertTrue(report.contains("360 commands in "), report);
    }

    @Test
    void only_the_hot_cases_officers_lose_on_a_version_and_the_memory_store_never_retries() {
        String report = run("load-test", "--commands", "60", "--officers", "10", "--workers", "2");
        List<LoadRow> rows = rows(report);

        assertTrue(rows.stream().filter(r -> r.lane().equals("spread")).allMatch(r -> r.refusedCount() == 0), report);
        assertTrue(rows.stream().allMatch(r -> r.retries() == 0), report);
        assertTrue(report.contains("Conflicts: 0 transactions retried"), report);
    }

    @Test
    void the_big_agency_has_its_share_of_the_spread_work() {
        String report = run("load-test", "--commands", "200", "--officers", "0", "--workers", "2",
                "--big-agency-percent", "70");
        Matcher share = Pattern.compile("Spread work by agency: agency-1 (\\d+) %").matcher(report);

        assertTrue(share.find(), report);
        int percent = Integer.parseInt(share.group(1));
        assertTrue(percent >= 62 && percent <= 78, "agency-1 had " + percent + " % of the spread work");
    }
}

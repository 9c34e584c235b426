package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.workbench.CommandRuns;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The committed {@code docs/write-amplification.md} is measured by the DynamoDB adapter's own tests from
 * change sets that restate what each command commits, since that module cannot depend on the use cases.
 * Here {@code capacity} runs the real use cases on the in-memory store (sized by the DynamoDB adapter's
 * rules, as the command opens it) and its report must say the same, column for column: items written,
 * sentinel, timeline, outbox, idempotency, checks, each index's effects, index writes and write units.
 *
 * <p>C01..C12 and C15 run once each in both, so their summary rows must be identical. The relay (C13) publishes
 * one event in the doc's run and {@link CommandRuns#RELAY_BATCH} in one run of {@code capacity}, so its
 * row must be the doc's scaled by that many events. Item by item, each command writes the same items
 * (operation, entity, write units, index writes) in the same order; the bytes are left out there, as
 * they follow from the ids and texts of each data set. The doc's keyed C04 and its C14 have no
 * counterpart: {@code capacity} creates no task with an idempotency key, and its backfill finds nothing
 * left in an old schema on a table the current use cases wrote, so it writes nothing.
 */
class CapacityAgreesWithWriteAmplificationDocTest {
    private static final String[] SMALL_DATA_SET = {"capacity", "--cases", "12", "--tenants", "2",
            "--hot-tasks", "5"};
    private static final String ITEM_BY_ITEM = "## Item by item";
    private static final List<String> RUN_ONCE_IN_BOTH = List.of("C01", "C02", "C03", "C04", "C05", "C06", "C07",
            "C08", "C09", "C10", "C11", "C12", "C15");
    private static final int BYTES = 3;
    private static String measured;
    private static String committed;

    @BeforeAll
    static void runCapacityAndReadTheDoc() throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = Main.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        assertEquals(0, commandLine.execute(SMALL_DATA_SET), out + "\n" + err);
        measured = out.toString();
        committed = Files.readString(repositoryRoot().resolve("docs/write-amplification.md"), StandardCharsets.UTF_8);
        assertTrue(measured.contains("in-memory store (items sized as DynamoDB would store them)"), measured);
    }

    @Test
    void each_command_of_the_use_cases_writes_per_run_what_the_doc_says_it_writes() {
        for (String command : RUN_ONCE_IN_BOTH) {
            assertEquals(summary(committed, command), summary(measured, command), disagree(command));
        }
    }

    @Test
    void the_relay_writes_per_event_what_the_doc_says_it_writes_for_its_one_event() {
        List<String> doc = summary(committed, "C13");
        List<String> perEvent = new ArrayList<>(doc.subList(0, 2));
        doc.subList(2, doc.size()).forEach(cell -> perEvent.add(scaled(cell, CommandRuns.RELAY_BATCH)));

        assertEquals("1", doc.get(1), "the doc's relay runs once: " + doc);
        assertEquals(perEvent, summary(measured, "C13"), disagree("C13"));
    }

    @Test
    void each_command_writes_the_items_the_doc_lists_item_by_item_in_the_same_order() {
        for (String command : RUN_ONCE_IN_BOTH) {
            assertEquals(items(committed, command), items(measured, command), disagree(command));
        }
        List<List<String>> relayed = items(measured, "C13");
        assertEquals(CommandRuns.RELAY_BATCH, relayed.size(), relayed.toString());
        relayed.forEach(item -> assertEquals(items(committed, "C13"), List.of(item), disagree("C13")));
    }

    private static String disagree(String command) {
        return command + ": the doc (expected) and the use cases (actual) disagree";
    }

    /** The cells of the command's row in the per-run table (not the keyed variant's). */
    private static List<String> summary(String markdown, String command) {
        List<List<String>> rows = rows(markdown.substring(0, markdown.indexOf(ITEM_BY_ITEM)), command);
        assertEquals(1, rows.size(), command + " rows in\n" + markdown);
        return rows.get(0);
    }

    /** The command's rows in the item-by-item table, without the bytes. */
    private static List<List<String>> items(String markdown, String command) {
        List<List<String>> rows = rows(markdown.substring(markdown.indexOf(ITEM_BY_ITEM)), command);
        assertFalse(rows.isEmpty(), command + " has no item in\n" + markdown);
        return rows.stream().map(row -> {
            List<String> withoutBytes = new ArrayList<>(row);
            withoutBytes.remove(BYTES);
            return List.copyOf(withoutBytes);
        }).toList();
    }

    private static List<List<String>> rows(String table, String command) {
        return table.lines().filter(line -> line.startsWith("| " + command + " |"))
                .map(line -> Arrays.stream(line.substring(2, line.length() - 2).split(" \\| ")).map(String::strip)
                        .toList())
                .toList();
    }

    /** Every figure in the cell multiplied, e.g. "1 removed" by 10 is "10 removed". */
    private static String scaled(String cell, int times) {
        Matcher figure = Pattern.compile("\\d+(\\.\\d+)?").matcher(cell);
        StringBuilder scaled = new StringBuilder();
        while (figure.find()) {
            figure.appendReplacement(scaled, new BigDecimal(figure.group()).multiply(BigDecimal.valueOf(times))
                    .stripTrailingZeros().toPlainString());
        }
        return figure.appendTail(scaled).toString();
    }

    private static Path repositoryRoot() {
        Path dir = Paths.get(System.getProperty("user.dir")).toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("mvnw"))) {
                return d;
            }
        }
        throw new IllegalStateException("no mvnw at or above " + dir);
    }
}

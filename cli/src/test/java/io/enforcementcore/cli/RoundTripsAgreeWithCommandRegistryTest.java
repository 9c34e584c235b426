package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.model.Command;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A read before a command's transaction costs a round trip, so the registry names every one and says
 * why no condition can replace it ({@code docs/access-patterns.md}). Here {@code demo} runs the real use
 * cases, without idempotency keys, and its requests-per-call column must agree: one request for a
 * command the registry lists no read for, two for one it does.
 */
class RoundTripsAgreeWithCommandRegistryTest {
    private static final String[] SMALL_DEMO = {"demo", "--cases", "30", "--tenants", "2", "--samples", "2",
            "--command-samples", "4", "--hot-tasks", "5", "--warmup", "1"};
    private static final int REQUESTS_PER_CALL = 4;
    private static Map<String, String> requestsPerCall;

    @BeforeAll
    static void runTheDemo() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = Main.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        assertEquals(0, commandLine.execute(SMALL_DEMO), out + "\n" + err);
        requestsPerCall = commandRows(out.toString());
    }

    @Test
    void each_command_makes_one_request_unless_the_registry_says_what_it_reads_first_and_why() {
        for (int c = 1; c <= 12; c++) {
            String id = String.format("C%02d", c);
            Command plan = TableModel.commands().stream().filter(command -> command.id().equals(id)).findFirst()
                    .orElseThrow();
            double least = plan.readsFirst().isDefined() ? 2 : 1;
            double most = least + (plan.copiesCaseProvenance() ? 1 : 0);
            double measured = Double.parseDouble(requestsPerCall.get(id));

            assertTrue(least <= measured && measured <= most, id + " made " + measured + " requests a call; reads "
                    + "first: " + plan.readsFirst() + "; META on a case its instance has not met: " + (most > least));
        }
    }

    @Test
    void only_the_commands_that_copy_a_stored_value_into_their_writes_read_first() {
        List<String> reading = TableModel.commands().stream()
                .filter(plan -> plan.readsFirst().isDefined() && !plan.name().endsWith("(job)"))
                .map(Command::id).toList();

        assertEquals(List.of("C04", "C07", "C10", "C11", "C15"), reading);
        TableModel.commands().forEach(plan -> plan.readsFirst().forEach(read ->
                assertTrue(!read.isBlank() && !plan.whyRead().get().isBlank(), plan.id())));
    }

    /** The command table's requests-per-call cell of each command, by its id. */
    private static Map<String, String> commandRows(String report) {
        return report.lines()
                .filter(line -> line.matches("^\\| C\\d\\d +\\|.*"))
                .map(line -> Arrays.stream(line.substring(1, line.length() - 1).split("\\|")).map(String::strip)
                        .toList())
                .collect(Collectors.toMap(cells -> cells.get(0), cells -> cells.get(REQUESTS_PER_CALL),
                        (first, second) -> first, TreeMap::new));
    }
}

package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.workbench.ExitCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The command line on a real DynamoDB-protocol engine: every run is a new process's worth of state. */
class DynamoDbCommandLineTest {
    private static String endpoint;
    private static String table;

    @BeforeAll
    static void createTable() {
        endpoint = DynamoDbTestEngine.endpoint().toString();
        table = DynamoDbTestEngine.uniqueTableName("cli");
        CliRun created = dynamo("create-table");
        assertEquals(0, created.exitCode(), created.err());
        assertTrue(created.out().contains("ready: DynamoDB table " + table), created.out());
    }

    private static CliRun dynamo(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--store", "dynamodb", "--endpoint", endpoint, "--table", table));
        return CliRun.of(all.toArray(String[]::new));
    }

    private static String field(String receipt, String name) {
        Matcher value = Pattern.compile("\\b" + name + "=(\\S+)").matcher(receipt);
        assertTrue(value.find(), name + " in " + receipt);
        return value.group(1);
    }

    @Test
    void a_case_opened_by_one_run_is_worked_and_read_by_the_next_ones() {
        CliRun opened = dynamo("open-case", "--tenant", "kppu", "--external-ref", "KPPU/2026/000042",
                "--title", "Bid rigging in a public tender", "--risk", "85", "--owner-org", "kppu-tenders");
        assertEquals(0, opened.exitCode(), opened.err());
        String caseId = field(opened.out(), "case");

        CliRun task = dynamo("create-task", "--tenant", "kppu", "--case", caseId, "--title", "Request tender files",
                "--assignee", "kppu-officer-01", "--due", "2026-12-01T09:00:00Z");
        assertEquals(0, task.exitCode(), task.err());
        CliRun completed = dynamo("complete-task", "--tenant", "kppu", "--task", field(task.out(), "task"),
                "--expected-version", field(task.out(), "version"));
        assertEquals(0, completed.exitCode(), completed.err());

        CliRun byRef = dynamo("case-by-ref", "--tenant", "kppu", "--external-ref", "KPPU/2026/000042");
        assertEquals(0, byRef.exitCode(), byRef.err());
        assertTrue(byRef.out().contains("case=" + caseId), byRef.out());
        CliRun timeline = dynamo("timeline", "--tenant", "kppu", "--case", caseId);
        assertTrue(timeline.out().contains("(3 items)"), timeline.out());
    }

    @Test
    void a_rescheduled_task_is_named_by_its_new_reference_only() {
        CliRun opened = dynamo("open-case", "--tenant", "kppu", "--external-ref", "KPPU/2026/000043",
                "--title", "Price fixing in cement", "--risk", "60", "--owner-org", "kppu-markets");
        CliRun task = dynamo("create-task", "--tenant", "kppu", "--case", field(opened.out(), "case"),
                "--title", "Hear the distributors", "--assignee", "kppu-officer-02", "--due", "2026-12-01T09:00:00Z");
        CliRun moved = dynamo("reschedule-task", "--tenant", "kppu", "--task", field(task.out(), "task"),
                "--expected-version", "1", "--new-due", "2026-12-08T09:00:00Z");
        assertEquals(0, moved.exitCode(), moved.err());

        CliRun throughTheOldReference = dynamo("complete-task", "--tenant", "kppu",
                "--task", field(task.out(), "task"), "--expected-version", "2");
        CliRun throughTheNewReference = dynamo("complete-task", "--tenant", "kppu",
                "--task", field(moved.out(), "task"), "--expected-version", "2");

        assertEquals(ExitCode.REJECTED.code(), throughTheOldReference.exitCode());
        assertTrue(throughTheOldReference.err().contains("was not found"), throughTheOldReference.err());
        assertEquals(0, throughTheNewReference.exitCode(), throughTheNewReference.err());
    }

    @Test
    void a_duplicate_external_reference_is_rejected_across_runs() {
        String[] openIt = {"open-case", "--tenant", "bpom", "--external-ref", "BPOM/2026/000007",
                "--title", "Unregistered cosmetics", "--risk", "40", "--owner-org", "bpom-cosmetics"};
        assertEquals(0, dynamo(openIt).exitCode());

        CliRun again = dynamo(openIt);

        assertEquals(ExitCode.REJECTED.code(), again.exitCode());
        assertTrue(again.err().contains("already exists"), again.err());
    }

    @Test
    void a_table_that_does_not_exist_yet_is_rejected_with_how_to_create_it() {
        CliRun run = CliRun.of("case", "--tenant", "kppu", "--case", "c-1", "--store", "dynamodb", "--endpoint",
                endpoint, "--table", DynamoDbTestEngine.uniqueTableName("missing"), "--output", "json");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode(), run.out() + run.err());
        Map<String, Object> error = JsonOutputTest.field(JsonOutputTest.document(run), "error");
        assertEquals("store-misconfigured", error.get("kind"));
        Matcher className = NoClassNamesInMessagesTest.CLASS_LIKE.matcher(run.out() + run.err());
        assertFalse(className.find(), () -> "a class or method name in: " + run.out() + run.err());
        assertTrue(((String) error.get("message")).contains("enforcementcore create-table"), error.toString());
    }

    @Test
    void the_demo_runs_on_dynamodb_too() {
        CliRun demo = dynamo("demo", "--cases", "6", "--tenants", "2", "--samples", "1", "--command-samples", "1",
                "--hot-tasks", "3", "--warmup", "0");

        assertEquals(0, demo.exitCode(), demo.out() + demo.err());
        assertTrue(demo.out().contains("| AP14 "), demo.out());
        assertTrue(demo.out().contains("RCU/call"), "DynamoDB sizes what it reads:\n" + demo.out());
    }

    @Test
    void the_access_pattern_matrix_is_measured_on_dynamodb() {
        CliRun matrix = dynamo("matrix", "--cases", "4", "--tenants", "2", "--hot-tasks", "2", "--samples", "1",
                "--no-check-latency");

        assertEquals(0, matrix.exitCode(), matrix.out() + matrix.err());
        assertTrue(matrix.out().contains("Measured on the DynamoDB table " + table), matrix.out());
        DesignReportCommandsTest.assertEveryPatternMeasured(matrix.out());
        assertTrue(matrix.out().contains("mostly the engine's own time"), matrix.out());
    }
}

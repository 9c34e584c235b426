package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.workbench.ExitCode;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code check-table} and {@code create-table} on the engine, against a table as designed and one with its keys only. */
class CheckTableCommandTest {
    private static String designed;
    private static String keysOnly;

    @BeforeAll
    static void createTables() {
        designed = DynamoDbTestStores.freshTable();
        keysOnly = DynamoDbTestStores.freshTableWithTheKeysOnly();
    }

    @AfterAll
    static void dropTables() {
        DynamoDbTestStores.dropTable(designed);
        DynamoDbTestStores.dropTable(keysOnly);
    }

    private static CliRun on(String table, String... args) {
        return CliRun.of(Stream.concat(Stream.of(args), Stream.of("--store", "dynamodb", "--endpoint",
                DynamoDbTestEngine.endpoint().toString(), "--table", table)).toArray(String[]::new));
    }

    @Test
    void a_table_as_designed_is_said_to_match_with_exit_0() {
        CliRun text = on(designed, "check-table");
        CliRun json = on(designed, "check-table", "--output", "json");

        assertEquals(0, text.exitCode(), text.err());
        assertEquals("matches: DynamoDB table " + designed, text.out().lines().findFirst().orElseThrow()
                .replaceFirst(" at .*", ""));
        assertEquals(0, json.exitCode(), json.out());
        Map<String, Object> document = JsonOutputTest.document(json);
        assertEquals(true, document.get("matches"));
        assertEquals(List.of(), document.get("differences"));
    }

    @Test
    void a_table_with_the_keys_only_is_listed_difference_by_difference_with_exit_2() {
        CliRun run = on(keysOnly, "check-table");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode(), run.out() + run.err());
        assertTrue(run.out().startsWith("differs: DynamoDB table " + keysOnly), run.out());
        assertTrue(run.out().contains("\n  index GSI1: expected global index on partition GSI1PK (S), sort GSI1SK (S)"),
                run.out());
        assertTrue(run.out().contains("\n  time to live: expected ENABLED on expiresAt, found DISABLED\n"), run.out());
        assertEquals(5, run.out().lines().count(), run.out());
        assertTrue(run.err().startsWith("rejected: table '" + keysOnly + "' differs from the design (4 differences)"),
                run.err());
    }

    @Test
    void in_json_the_differences_come_with_the_error_of_a_misconfigured_store() {
        CliRun run = on(keysOnly, "check-table", "--output", "json");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode(), run.out() + run.err());
        Map<String, Object> document = JsonOutputTest.document(run);
        assertEquals(false, document.get("matches"));
        List<?> differences = (List<?>) document.get("differences");
        assertEquals(4, differences.size(), differences.toString());
        Map<?, ?> gsi2 = (Map<?, ?>) differences.get(1);
        assertEquals("index GSI2", gsi2.get("what"));
        assertTrue(((String) gsi2.get("expected")).startsWith("global index on partition GSI2PK (S)"), gsi2.toString());
        assertEquals("none", gsi2.get("found"));
        Map<String, Object> error = JsonOutputTest.field(document, "error");
        assertEquals("store-misconfigured", error.get("kind"));
        assertEquals(2, ((Number) error.get("exitCode")).intValue());
        assertEquals("", run.err());
    }

    @Test
    void create_table_refuses_a_table_with_the_keys_only_with_exit_2_listing_what_differs() {
        CliRun run = on(keysOnly, "create-table");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode(), run.out() + run.err());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("rejected: CreateTable failed: table '" + keysOnly + "' differs from the "
                + "design in 4 ways: index GSI1: expected "), run.err());
        assertTrue(run.err().contains("; time to live: expected ENABLED on expiresAt, found DISABLED"), run.err());
    }

    @Test
    void a_table_that_does_not_exist_is_named_in_the_error_with_exit_2() {
        String missing = DynamoDbTestEngine.uniqueTableName("missing");

        CliRun run = on(missing, "check-table", "--output", "json");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode(), run.out() + run.err());
        Map<String, Object> error = JsonOutputTest.field(JsonOutputTest.document(run), "error");
        assertEquals("store-misconfigured", error.get("kind"));
        assertTrue(((String) error.get("message")).contains("table '" + missing + "'"), error.toString());
    }

    @Test
    void the_in_memory_store_has_no_table_to_check() {
        CliRun run = CliRun.of("check-table");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode(), run.out() + run.err());
        assertTrue(run.err().contains("add --store dynamodb"), run.err());
    }
}

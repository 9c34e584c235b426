package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.workbench.ExitCode;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class CommandLineTest {

    private static CliRun openCase(String risk) {
        return CliRun.of("open-case", "--tenant", "ojk", "--external-ref", "OJK/2026/000123",
                "--title", "Suspected market manipulation", "--risk", risk, "--owner-org", "ojk-markets");
    }

    @Test
    void prints_the_receipt_of_an_accepted_command_and_exits_with_zero() {
        CliRun run = openCase("82");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().matches("C01 accepted case=\\S+ version=1\\R"), run.out());
    }

    @Test
    void shows_each_storage_request_when_asked() {
        CliRun run = CliRun.of("open-case", "--tenant", "ojk", "--external-ref", "OJK/2026/000124", "--title", "T",
                "--risk", "10", "--owner-org", "ojk-markets", "--show-requests");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().startsWith("request C01 TransactWriteItems table "), run.err());
    }

    @Test
    void a_rejected_command_exits_with_two_and_says_why() {
        CliRun run = openCase("101");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("rejected: invalid riskScore"), run.err());
    }

    @Test
    void the_role_decides_what_a_principal_may_do() {
        CliRun run = CliRun.of("transition-case", "--tenant", "ojk", "--role", "OFFICER", "--case", "some-case",
                "--expected-version", "4", "--to", "CLOSED");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertTrue(run.err().contains("not allowed to close a case"), run.err());
    }

    @Test
    void a_tenant_id_that_would_break_the_key_grammar_is_rejected() {
        CliRun run = CliRun.of("case", "--tenant", "ojk#kppu", "--case", "c-1");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertTrue(run.err().contains("invalid tenantId"), run.err());
    }

    @Test
    void a_fresh_in_memory_store_knows_no_case() {
        CliRun run = CliRun.of("case", "--tenant", "ojk", "--case", "c-1");

        assertEquals(ExitCode.REJECTED.code(), run.exitCode());
        assertTrue(run.err().contains("'c-1' was not found"), run.err());
    }

    @Test
    void store_options_may_come_before_or_after_the_subcommand() {
        CommandLine before = Main.commandLine();
        before.parseArgs("--store", "dynamodb", "--table", "Cases", "demo");
        CommandLine after = Main.commandLine();
        after.parseArgs("demo", "--store", "DynamoDB", "--endpoint", "http://localhost:8000");

        Main first = before.getCommand();
        Main second = after.getCommand();
        assertEquals(StoreKind.DYNAMODB, first.storeOptions().kind());
        assertEquals("Cases", first.storeOptions().table());
        assertEquals(StoreKind.DYNAMODB, second.storeOptions().kind());
        assertEquals("http://localhost:8000", second.storeOptions().endpoint().orElseThrow().toString());
        assertEquals("EnforcementCore", second.storeOptions().table());
    }

    @Test
    void lists_every_command_and_access_pattern_in_its_help() {
        CliRun run = CliRun.of("--help");

        assertEquals(0, run.exitCode());
        for (int c = 1; c <= 14; c++) {
            assertTrue(run.out().contains(String.format("C%02d", c)), "C" + c + " in\n" + run.out());
            assertTrue(run.out().contains(String.format("AP%02d", c)), "AP" + c + " in\n" + run.out());
        }
    }
}

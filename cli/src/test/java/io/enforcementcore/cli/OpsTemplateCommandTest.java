package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ops-template prints the committed template for the default table, names another, and writes a file. */
class OpsTemplateCommandTest {
    @TempDir
    Path dir;

    @Test
    void for_the_default_table_it_prints_the_committed_template() throws IOException {
        CliRun run = CliRun.of("ops-template");

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(Files.readString(Path.of("..", "docs", "ops", "enforcementcore-table.yaml"),
                StandardCharsets.UTF_8), run.out());
    }

    @Test
    void the_table_option_names_the_table_and_output_writes_the_file_instead() throws IOException {
        Path file = dir.resolve("ops.yaml");

        CliRun run = CliRun.of("ops-template", "--table", "Enforcement-Staging", "--file", file.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.out());
        assertTrue(Files.readString(file, StandardCharsets.UTF_8).contains("    Default: Enforcement-Staging\n"));
    }

    @Test
    void a_file_in_a_directory_that_does_not_exist_is_a_failure_that_says_so() {
        CliRun run = CliRun.of("ops-template", "--file", dir.resolve("missing").resolve("ops.yaml").toString());

        assertEquals(1, run.exitCode(), run.out());
        assertTrue(run.err().startsWith("failed: cannot write ") && run.err().contains("its directory does not exist"),
                run.err());
    }

    @Test
    void a_table_name_dynamodb_would_refuse_is_rejected_and_nothing_is_written() {
        Path file = dir.resolve("ops.yaml");

        CliRun run = CliRun.of("ops-template", "--table", "no spaces", "--file", file.toString());

        assertEquals(2, run.exitCode(), run.out());
        assertTrue(run.err().startsWith("rejected: invalid table: "), run.err());
        assertTrue(Files.notExists(file));
    }
}

package io.enforcementcore.cli;

import static io.enforcementcore.cli.CompositionRoot.CURSOR_SECRETS_ENV;
import static io.enforcementcore.cli.CompositionRoot.CURSOR_SECRET_ENV;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A cursor printed by one run of the command line, handed to the next: each run here is a process of
 * its own (the cursor secret comes from the environment), on one DynamoDB-protocol table.
 */
class CursorAcrossRunsTest {
    private static final Pattern CURSOR = Pattern.compile("[A-Za-z0-9_-]{60,}");
    private static final String JUNE = "the june cursor secret: 32 bytes";
    private static final String JULY = "the july cursor secret: 32 bytes";
    private static String endpoint;
    private static String table;

    @BeforeAll
    static void twoHighRiskCases() {
        endpoint = DynamoDbTestEngine.endpoint().toString();
        table = DynamoDbTestEngine.uniqueTableName("cursors");
        assertEquals(0, inProcess("create-table").exitCode());
        for (String ref : List.of("KPPU/2026/000101", "KPPU/2026/000102")) {
            CliRun opened = inProcess("open-case", "--tenant", "kppu", "--external-ref", ref, "--title", "Cartel",
                    "--risk", "90", "--owner-org", "kppu-tenders");
            assertEquals(0, opened.exitCode(), opened.err());
        }
    }

    @Test
    void a_run_without_a_shared_secret_refuses_the_cursor_of_another_and_says_which_variable_to_set() {
        assumeTrue(System.getenv(CURSOR_SECRET_ENV) == null && System.getenv(CURSOR_SECRETS_ENV) == null,
                "the test's own environment sets a cursor secret");
        String cursor = cursorIn(inProcess("high-risk", "--tenant", "kppu", "--limit", "1").out());

        CliRun next = inProcess("high-risk", "--tenant", "kppu", "--limit", "1", "--cursor", cursor);

        assertEquals(2, next.exitCode());
        assertTrue(next.err().contains("does not hold"), next.err());
        assertTrue(next.err().contains(CURSOR_SECRET_ENV), next.err());
    }

    @Test
    void runs_sharing_a_secret_accept_each_others_cursors_through_a_rotation_until_the_old_secret_goes()
            throws Exception {
        Process first = process(Map.of(CURSOR_SECRET_ENV, JUNE), "high-risk", "--tenant", "kppu", "--limit", "1");
        String cursor = cursorIn(first.out);

        Process sameSecret = process(Map.of(CURSOR_SECRET_ENV, JUNE), "high-risk", "--tenant", "kppu", "--limit", "1",
                "--cursor", cursor);
        Process rotated = process(Map.of(CURSOR_SECRETS_ENV, "k-2026-07=" + JULY + ",default=" + JUNE),
                "high-risk", "--tenant", "kppu", "--limit", "1", "--cursor", cursor);
        Process oldSecretGone = process(Map.of(CURSOR_SECRETS_ENV, "k-2026-07=" + JULY), "high-risk",
                "--tenant", "kppu", "--limit", "1", "--cursor", cursor);

        assertEquals(0, sameSecret.exit, sameSecret.err);
        assertEquals(0, rotated.exit, rotated.err);
        assertTrue(rotated.out.contains("(1 item)"), rotated.out);
        assertEquals(2, oldSecretGone.exit, oldSecretGone.err);
        assertTrue(oldSecretGone.err.contains("does not hold") && !oldSecretGone.err.contains("hint"),
                oldSecretGone.err);
    }

    private static CliRun inProcess(String... args) {
        return CliRun.of(withStore(args).toArray(String[]::new));
    }

    private static List<String> withStore(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--store", "dynamodb", "--endpoint", endpoint, "--table", table));
        return all;
    }

    private static String cursorIn(String printed) {
        Matcher cursor = CURSOR.matcher(printed);
        assertTrue(cursor.find(), "no cursor in " + printed);
        return cursor.group();
    }

    private record Process(int exit, String out, String err) {
    }

    /** The command line in a JVM of its own, with only the cursor variables given here set among ours. */
    private static Process process(Map<String, String> cursorEnvironment, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(withStore(args));
        Path out = Files.createTempFile("cli-out", ".txt");
        Path err = Files.createTempFile("cli-err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().remove(CURSOR_SECRET_ENV);
        builder.environment().remove(CURSOR_SECRETS_ENV);
        builder.environment().putAll(cursorEnvironment);
        java.lang.Process running = builder.start();
        assertTrue(running.waitFor(2, TimeUnit.MINUTES), "the command line did not finish");
        Process done = new Process(running.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return done;
    }
}

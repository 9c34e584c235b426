package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code --follow} as an operator runs it: the command line in a process of its own, on a table of the engine,
 * ended by SIGTERM ({@link ProcessHandle#destroy()} on Linux, which unlike {@link Process#destroy()} leaves the
 * streams open to read the final report). The test waits for the work to be done, never for time.
 */
class FollowCommandTest {
    private String endpoint;
    private String table;

    @BeforeEach
    void createTable() {
        endpoint = DynamoDbTestEngine.endpoint().toString();
        table = DynamoDbTestEngine.uniqueTableName("follow");
        CliRun created = dynamo("create-table");
        assertEquals(0, created.exitCode(), created.err());
    }

    @Test
    void a_followed_relay_takes_its_shards_by_lease_publishes_what_is_pending_and_on_sigterm_gives_them_back_prints_its_totals_and_exits_0()
            throws Exception {
        openCase("KPPU/2026/000501");
        openCase("KPPU/2026/000502");
        Process relay = follow("relay-outbox", "--follow", "--min-idle-seconds", "1", "--max-idle-seconds", "2",
                "--lease-seconds", "20", "--instance-label", "relay-host-1");
        BufferedReader out = new BufferedReader(new InputStreamReader(relay.getInputStream(), StandardCharsets.UTF_8));
        List<String> lines = new ArrayList<>();
        while (lines.stream().filter(line -> line.startsWith("published ")).count() < 2) {
            String line = out.readLine();
            assertTrue(line != null, "the relay ended before it published: " + lines);
            lines.add(line);
        }

        relay.toHandle().destroy();
        String rest = out.lines().collect(Collectors.joining("\n"));

        assertTrue(relay.waitFor(2, TimeUnit.MINUTES), "the relay did not end after SIGTERM");
        assertEquals(0, relay.exitValue(), rest);
        assertTrue(rest.contains("relay: examined=2 published=2 failed=0"), rest);
        assertTrue(rest.contains("stopped after "), rest);
        assertTrue(pendingOutbox().contains("\"count\":0"), pendingOutbox());
        String log = new String(relay.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(log.contains("took outbox-shards/0 under fence 1") && log.contains(": leaving"), log);
    }

    @Test
    void a_followed_sweep_in_json_prints_one_report_document_on_sigterm_and_exits_0() throws Exception {
        openCase("KPPU/2026/000503");
        Process sweep = follow("--output", "json", "sweep-drift", "--follow", "--interval-seconds", "3600");
        BufferedReader err = new BufferedReader(new InputStreamReader(sweep.getErrorStream(), StandardCharsets.UTF_8));
        awaitLogLine(err, "drift sweep finished");

        sweep.toHandle().destroy();
        String out = new String(sweep.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();

        assertTrue(sweep.waitFor(2, TimeUnit.MINUTES), "the sweep did not end after SIGTERM");
        assertEquals(0, sweep.exitValue(), out);
        assertTrue(out.startsWith("{") && out.contains("\"rounds\":1") && out.contains("\"report\":{\"examined\":"),
                out);
    }

    private Process follow(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        command.addAll(List.of("--store", "dynamodb", "--endpoint", endpoint, "--table", table));
        return new ProcessBuilder(command).start();
    }

    private static void awaitLogLine(BufferedReader err, String text) throws IOException {
        String line;
        while ((line = err.readLine()) != null) {
            if (line.contains(text)) {
                return;
            }
        }
        throw new AssertionError("the process ended before it logged '" + text + "'");
    }

    private void openCase(String ref) {
        CliRun opened = dynamo("open-case", "--tenant", "kppu", "--external-ref", ref, "--title", "Cartel in cement",
                "--risk", "70", "--owner-org", "kppu-markets");
        assertEquals(0, opened.exitCode(), opened.err());
    }

    private String pendingOutbox() {
        return dynamo("--output", "json", "pending-outbox").out().replace(" ", "");
    }

    private CliRun dynamo(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--store", "dynamodb", "--endpoint", endpoint, "--table", table));
        return CliRun.of(all.toArray(String[]::new));
    }
}

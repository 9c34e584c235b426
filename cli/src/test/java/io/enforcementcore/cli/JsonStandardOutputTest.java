package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With {@code --output json} a script reads standard output as one JSON document, so nothing else reaches it:
 * log lines go to standard error, even where the operator pointed the log at standard output.
 */
class JsonStandardOutputTest {
    private static final String[] LOGGING_QUERY = {"--output", "json", "--verbose", "open-tasks", "--tenant", "ojk",
            "--assignee", "a-1"};

    @TempDir
    Path dir;

    private record Exited(int exitCode, String out, String err) {
    }

    /** The command line in a JVM of its own, as a script starts it, with {@code jvmOptions} before the class. */
    private Exited process(List<String> jvmOptions, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path")));
        command.addAll(jvmOptions);
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process running = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(running.waitFor(2, TimeUnit.MINUTES), "the command line did not finish");
        return new Exited(running.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private static void onlyOneDocumentOnStandardOutput(Exited ran) {
        List<String> lines = ran.out().lines().toList();
        assertEquals(1, lines.size(), "standard output: " + ran.out());
        JsonText.parse(lines.get(0));
        assertTrue(ran.err().contains("DEBUG AP03"), "the log on standard error: " + ran.err());
    }

    @Test
    void standard_output_holds_the_document_alone_and_the_log_goes_to_standard_error() throws Exception {
        Exited ran = process(List.of(), LOGGING_QUERY);

        assertEquals(0, ran.exitCode(), ran.err());
        onlyOneDocumentOnStandardOutput(ran);
    }

    @Test
    void a_log_pointed_at_standard_output_still_goes_to_standard_error() throws Exception {
        Exited ran = process(List.of("-Dorg.slf4j.simpleLogger.logFile=System.out"), LOGGING_QUERY);

        assertEquals(0, ran.exitCode(), ran.err());
        onlyOneDocumentOnStandardOutput(ran);
    }
}

package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README promises two commands; the CI script runs the second one, word for word. */
class ReadmeCommandsTest {

    private static List<String> twoCommands() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8);
        int section = readme.indexOf("## Two commands");
        int block = readme.indexOf("```bash\n", section) + "```bash\n".length();
        int end = readme.indexOf("```", block);
        return readme.substring(block, end).lines().filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
    }

    @Test
    void the_readme_gives_exactly_two_commands_the_main_job_and_all_tests() throws IOException {
        List<String> commands = twoCommands();

        assertEquals(2, commands.size(), commands.toString());
        assertTrue(commands.get(0).endsWith("java -jar cli/target/enforcementcore-cli.jar demo"), commands.get(0));
    }

    @Test
    void the_ci_script_runs_the_readmes_test_command() throws IOException {
        List<String> script = Files.readAllLines(Path.of("..", ".ci", "run"), StandardCharsets.UTF_8).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#")).toList();

        assertEquals(twoCommands().get(1), script.get(script.size() - 1));
    }
}

package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.workbench.ExitCode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Every option and argument of every command says what it is for, and every help lists the exit codes. */
class UsageHelpTest {

    /** Each option or positional without a description, as "command option". */
    static List<String> undescribed(CommandLine commandLine) {
        List<String> missing = new ArrayList<>();
        CommandSpec spec = commandLine.getCommandSpec();
        List<ArgSpec> args = new ArrayList<>(spec.options());
        args.addAll(spec.positionalParameters());
        for (ArgSpec arg : args) {
            boolean described = arg.description().length > 0 && !String.join("", arg.description()).isBlank();
            if (!described) {
                missing.add(spec.qualifiedName() + " " + arg.paramLabel() + (arg.isOption()
                        ? " (" + ((CommandLine.Model.OptionSpec) arg).longestName() + ")" : ""));
            }
        }
        commandLine.getSubcommands().values().forEach(sub -> missing.addAll(undescribed(sub)));
        return missing;
    }

    @Test
    void every_option_and_argument_of_every_command_has_a_description() {
        assertEquals(List.of(), undescribed(Main.commandLine()));
    }

    @Command(name = "fixture")
    static final class Undocumented {
        @Option(names = "--said", description = "Says what it is for.")
        String said;
        @Option(names = "--silent")
        String silent;
        @Parameters(paramLabel = "FILE")
        String file;
    }

    @Test
    void the_walk_finds_an_option_and_an_argument_without_one() {
        assertEquals(List.of("fixture <silent> (--silent)", "fixture FILE"),
                undescribed(new CommandLine(new Undocumented())));
    }

    @Test
    void every_commands_help_lists_the_exit_codes() {
        for (String[] help : List.of(new String[] {"--help"}, new String[] {"shell", "--help"},
                new String[] {"demo", "--help"}, new String[] {"help", "case"})) {
            CliRun run = CliRun.of(help);

            assertEquals(0, run.exitCode(), run.err());
            assertTrue(run.out().contains("Exit codes:"), run.out());
            for (ExitCode code : ExitCode.values()) {
                String firstWords = code.description().substring(0, Math.min(20, code.description().length()));
                assertTrue(run.out().contains("  " + code.code() + "   " + firstWords),
                        code + " in\n" + run.out());
            }
        }
    }
}

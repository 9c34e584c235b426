package io.enforcementcore.cli;

import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.workbench.ErrorReport;
import io.enforcementcore.workbench.ExitCode;
import io.enforcementcore.workbench.Json;
import io.enforcementcore.workbench.OutputFormat;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * Runs subcommands, one per line, on one store that stays open: the way to use the in-memory store
 * for more than one command. The fields of the last receipt can be named in later lines, so a script
 * passes a task's reference on without ever spelling it. A script stops at its first failing line, as
 * {@code set -e} does, because every later line may depend on a receipt that line did not print.
 */
@Command(name = "shell", description = {
        "Run subcommands read one per line (from FILE or standard input) on one store, so that the in-memory store "
                + "lives across them. $${case}, $${task}, $${deadline}, $${party}, $${evidence} and $${version} stand "
                + "for the fields of the last receipt, and $${entity} for whichever of task, deadline, party, evidence "
                + "or case it named; '#' starts a comment line. Each line is echoed as '> ' and the line as run, "
                + "variables expanded. The shell stops at the first line that does not exit with 0 and exits with its "
                + "code; with --keep-going it runs every line, forgets the last receipt after a failed line, and exits "
                + "with the first non-zero code. With --output json it prints one document: {\"lines\": [{\"line\", "
                + "\"exitCode\", \"output\"}], \"exitCode\"}."})
final class ShellCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "Script to run (default: standard input).")
    Path script;

    @Option(names = "--keep-going",
            description = "Run the remaining lines after a line fails, instead of stopping there.")
    boolean keepGoing;

    private final ShellVariables variables = new ShellVariables();

    /** One line as run: the line with its variables expanded, its exit code, and what it printed. */
    private record Ran(String line, int exitCode, String printed) {
    }

    @Override
    public Integer call() throws IOException {
        if (main.insideShell()) {
            throw new CommandRefused("usage", "a shell cannot start another shell: give its lines to this one");
        }
        byte[] cursorSecret = new byte[32];
        new SecureRandom().nextBytes(cursorSecret);
        List<Ran> ran = new ArrayList<>();
        int exit = 0;
        try (OpenStore store = OpenStore.open(main.storeOptions(), main.observer()); BufferedReader lines = open()) {
            int number = 0;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                number++;
                String command = line.strip();
                if (command.isEmpty() || command.startsWith("#")) {
                    continue;
                }
                Ran one = run(command, store, cursorSecret);
                ran.add(one);
                exit = exit == 0 ? one.exitCode() : exit;
                if (one.exitCode() != 0 && !keepGoing) {
                    stopped(number, one.exitCode());
                    break;
                }
            }
        }
        if (main.output() == OutputFormat.JSON) {
            printDocument(ran, exit);
        }
        return exit;
    }

    private BufferedReader open() throws IOException {
        if (script == null) {
            return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        }
        try {
            return Files.newBufferedReader(script, StandardCharsets.UTF_8);
        } catch (NoSuchFileException missing) {
            throw new CommandRefused("usage", "there is no script file '" + script + "': give an existing file, or "
                    + "none to read the lines from standard input");
        }
    }

    private Ran run(String command, OpenStore store, byte[] cursorSecret) {
        PrintWriter out = spec.commandLine().getOut();
        String expanded;
        List<String> args;
        try {
            expanded = variables.expand(command);
            args = ShellWords.split(expanded);
        } catch (IllegalArgumentException refused) {
            ErrorReport error = new ErrorReport("usage", refused.getMessage(), ExitCode.REJECTED);
            echo(command);
            if (main.output() == OutputFormat.JSON) {
                return new Ran(command, error.exitCode().code(), error.document());
            }
            return new Ran(command, Failures.print(spec.commandLine(), error), "");
        }
        echo(expanded);
        if (main.output() == OutputFormat.JSON && !args.contains("--output") && args.stream()
                .noneMatch(arg -> arg.startsWith("--output="))) {
            args.add("--output");
            args.add("json");
        }
        StringWriter captured = new StringWriter();
        List<Receipt> receipts = new ArrayList<>();
        CommandLine line = Main.commandLine(store, cursorSecret, receipts::add);
        line.setOut(new PrintWriter(captured, true));
        line.setErr(spec.commandLine().getErr());
        int exit = line.execute(args.toArray(String[]::new));
        if (exit == 0) {
            receipts.stream().reduce((first, second) -> second).ifPresent(variables::remember);
        } else {
            variables.forget(expanded);
        }
        if (main.output() == OutputFormat.TEXT) {
            out.print(captured);
            out.flush();
        }
        return new Ran(expanded, exit, captured.toString());
    }

    private void echo(String line) {
        if (main.output() == OutputFormat.TEXT) {
            spec.commandLine().getOut().println("> " + line);
            spec.commandLine().getOut().flush();
        }
    }

    private void stopped(int lineNumber, int exitCode) {
        spec.commandLine().getErr().println("shell: stopped at line " + lineNumber + " (exit " + exitCode
                + "); the lines after it were not run (--keep-going runs them)");
        spec.commandLine().getErr().flush();
    }

    private void printDocument(List<Ran> ran, int exit) {
        List<Map<String, Object>> lines = new ArrayList<>();
        for (Ran one : ran) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("line", one.line());
            line.put("exitCode", one.exitCode());
            line.put("output", one.printed().isBlank() ? null : new Json.Raw(one.printed()));
            lines.add(line);
        }
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("lines", lines);
        document.put("exitCode", exit);
        spec.commandLine().getOut().println(Json.write(document));
        spec.commandLine().getOut().flush();
    }
}

package io.enforcementcore.cli;

import io.enforcementcore.workbench.ExitCode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * Runs subcommands, one per line, on one store that stays open: the way to use the in-memory store
 * for more than one command. The fields of the last receipt can be named in later lines, so a script
 * passes a task's reference on without ever spelling it.
 */
@Command(name = "shell", description = {
        "Run subcommands read one per line (from FILE or standard input) on one store, so that the in-memory store "
                + "lives across them. $${case}, $${task}, $${deadline}, $${party}, $${evidence} and $${version} stand "
                + "for the fields of the last receipt, and $${entity} for whichever of task, deadline, party, evidence "
                + "or case it named; '#' starts a comment line. Exits with the first non-zero exit code of a line."})
final class ShellCommand implements Callable<Integer> {
    private static final Pattern RECEIPT_FIELD =
            Pattern.compile("\\b(case|task|deadline|party|evidence|version)=(\\S+)");
    private static final Pattern VARIABLE =
            Pattern.compile("\\$\\{(case|task|deadline|party|evidence|entity|version)}");
    private static final List<String> ENTITY_KINDS = List.of("task", "deadline", "party", "evidence", "case");

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "Script to run (default: standard input).")
    Path script;

    private final Map<String, String> lastReceipt = new HashMap<>();

    @Override
    public Integer call() throws IOException {
        if (main.insideShell()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "a shell cannot start another shell");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        byte[] cursorSecret = new byte[32];
        new SecureRandom().nextBytes(cursorSecret);
        int firstFailure = 0;
        try (OpenStore store = OpenStore.open(main.storeOptions(), main.observer());
             BufferedReader lines = script == null
                     ? new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))
                     : Files.newBufferedReader(script, StandardCharsets.UTF_8)) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String command = line.strip();
                if (command.isEmpty() || command.startsWith("#")) {
                    continue;
                }
                out.println("> " + command);
                out.flush();
                int exit = runLine(command, store, cursorSecret, out, err);
                if (firstFailure == 0) {
                    firstFailure = exit;
                }
            }
        }
        return firstFailure;
    }

    private int runLine(String command, OpenStore store, byte[] cursorSecret, PrintWriter out, PrintWriter err) {
        List<String> args;
        try {
            args = ShellWords.split(substitute(command));
        } catch (IllegalArgumentException e) {
            err.println("rejected: " + e.getMessage());
            err.flush();
            return ExitCode.REJECTED.code();
        }
        StringWriter captured = new StringWriter();
        CommandLine line = Main.commandLine(store, cursorSecret);
        line.setOut(new PrintWriter(captured, true));
        line.setErr(err);
        int exit = line.execute(args.toArray(String[]::new));
        String printed = captured.toString();
        out.print(printed);
        out.flush();
        if (exit == 0) {
            remember(printed);
        }
        return exit;
    }

    private void remember(String printed) {
        printed.lines().filter(l -> l.matches("C\\d\\d accepted .*")).reduce((first, second) -> second)
                .ifPresent(receipt -> {
                    lastReceipt.clear();
                    Matcher field = RECEIPT_FIELD.matcher(receipt);
                    while (field.find()) {
                        lastReceipt.put(field.group(1), field.group(2));
                    }
                    ENTITY_KINDS.stream().filter(lastReceipt::containsKey).findFirst()
                            .ifPresent(kind -> lastReceipt.put("entity", lastReceipt.get(kind)));
                });
    }

    private String substitute(String command) {
        Matcher variable = VARIABLE.matcher(command);
        StringBuilder result = new StringBuilder();
        while (variable.find()) {
            String value = lastReceipt.get(variable.group(1));
            if (value == null) {
                throw new IllegalArgumentException("${" + variable.group(1)
                        + "} is not known: there is no receipt yet, or the last one did not carry it");
            }
            variable.appendReplacement(result, Matcher.quoteReplacement(value));
        }
        variable.appendTail(result);
        return result.toString();
    }
}

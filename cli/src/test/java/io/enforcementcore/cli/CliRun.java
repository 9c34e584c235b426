package io.enforcementcore.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** One execution of the command line, with what it printed. */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        return with(Main.commandLine(), args);
    }

    static CliRun with(CommandLine commandLine, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        return new CliRun(exitCode, out.toString(), err.toString());
    }
}

package io.enforcementcore.cli;

import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.port.OutcomeUnknown;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.port.StoreMisconfigured;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.domain.rejection.RejectionKinds;
import io.enforcementcore.workbench.ErrorReport;
import io.enforcementcore.workbench.ExitCode;
import io.enforcementcore.workbench.OutputFormat;
import java.io.PrintWriter;
import java.util.Arrays;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;

/**
 * Everything that does not end with exit 0, said the same way: a stable kind, a sentence that names what
 * was wrong and what to do (never a Java class name), and the exit code; as a line on standard error in
 * text, or as the {@code error} document on standard output with {@code --output json}.
 */
final class Failures {
    private Failures() {
    }

    static void install(CommandLine commandLine) {
        commandLine.setExecutionExceptionHandler(executionFailure());
        commandLine.setParameterExceptionHandler(usageFailure());
    }

    /** Prints {@code error} as the command's output format asks; answers its exit code. */
    static int print(CommandLine command, ErrorReport error) {
        if (Main.outputOf(command) == OutputFormat.JSON) {
            command.getOut().println(error.document());
            command.getOut().flush();
        } else {
            PrintWriter err = command.getErr();
            err.println((error.exitCode() == ExitCode.REJECTED ? "rejected: " : "failed: ") + error.message());
            err.flush();
        }
        return error.exitCode().code();
    }

    /** A business rejection: its kind names the rule or the input, its message is the domain's. */
    static ErrorReport of(Rejection rejection) {
        return new ErrorReport(RejectionKinds.of(rejection), rejection.message(), ExitCode.REJECTED);
    }

    static ErrorReport of(Exception failure) {
        if (failure instanceof CommandRefused refused) {
            return refused.report();
        }
        if (failure instanceof InvalidValue invalid) {
            return new ErrorReport("invalid-input", "invalid " + invalid.field() + ": " + invalid.reason(),
                    ExitCode.REJECTED);
        }
        if (failure instanceof StoreMisconfigured misconfigured) {
            return new ErrorReport("store-misconfigured", misconfigured.getMessage(), ExitCode.REJECTED);
        }
        if (failure instanceof OutcomeUnknown unknown) {
            return new ErrorReport("outcome-unknown", unknown.getMessage() + " (check the case before running "
                    + "the command again without --idempotency-key)", ExitCode.FAILED);
        }
        if (failure instanceof StorageFailure storage) {
            return storage.retryable()
                    ? new ErrorReport("store-unavailable", storage.getMessage() + " (trying again later may help)",
                            ExitCode.FAILED)
                    : new ErrorReport("store-failure", storage.getMessage() + " (trying again will not help)",
                            ExitCode.FAILED);
        }
        String detail = failure.getMessage() == null ? "no detail was given" : failure.getMessage();
        return new ErrorReport("failure", "something broke: " + detail, ExitCode.FAILED);
    }

    private static IExecutionExceptionHandler executionFailure() {
        return (failure, command, parseResult) -> print(command, of(failure));
    }

    /** Bad options or arguments: exit 2 with picocli's sentence, and where the command's help is. */
    private static IParameterExceptionHandler usageFailure() {
        return (ParameterException failure, String[] args) -> {
            CommandLine command = failure.getCommandLine();
            boolean json = Main.outputOf(command) == OutputFormat.JSON || asksForJson(args);
            String help = "; see '" + command.getCommandSpec().qualifiedName() + " --help'";
            ErrorReport error = new ErrorReport("usage", failure.getMessage() + help, ExitCode.REJECTED);
            if (json) {
                command.getOut().println(error.document());
                command.getOut().flush();
            } else {
                command.getErr().println("rejected: " + error.message());
                command.getErr().flush();
            }
            return error.exitCode().code();
        };
    }

    /** Whether {@code args} ask for JSON: the option may not have been parsed yet, or not at all. */
    static boolean asksForJson(String[] args) {
        int at = Arrays.asList(args).indexOf("--output");
        return Arrays.asList(args).contains("--output=json")
                || at >= 0 && at + 1 < args.length && args[at + 1].equalsIgnoreCase("json");
    }
}

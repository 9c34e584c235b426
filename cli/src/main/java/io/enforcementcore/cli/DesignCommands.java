package io.enforcementcore.cli;

import io.enforcementcore.design.DynamoDbDesign;
import io.enforcementcore.workbench.ExitCode;
import io.enforcementcore.workbench.Json;
import io.enforcementcore.workbench.OutputFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * Design documents that follow from the DynamoDB adapter's code alone: no store is opened, so the store
 * options are accepted (every subcommand inherits them) and change nothing.
 */
final class DesignCommands {
    private DesignCommands() {
    }

    @Command(name = "adr", description = {
            "Print the ADR of the single-table design (Markdown), from the adapter's code; opens no store.",
            "The architecture decision record is filled from the DynamoDB adapter's access patterns, commands and "
                    + "table definition; the store options change nothing."})
    static final class Adr implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            return print(spec, "markdown", DynamoDbDesign.adr());
        }
    }

    @Command(name = "hotspots", description = {
            "Print the hot-partition report (Markdown): a model computation, not a measurement; opens no store.",
            "Workloads (a hot case, a tenant with ten times the traffic, dashboards, a bulk import, the outbox "
                    + "sharded and not) are replayed through the DynamoDB adapter's key grammar, item sizes and change "
                    + "planner, and each partition's read and write units per second are set against DynamoDB's "
                    + "limits. The store options change nothing."})
    static final class Hotspots implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            return print(spec, "markdown", DynamoDbDesign.hotspotReport());
        }
    }

    @Command(name = "ops-template", description = {
            "Print the CloudFormation template (YAML) of the table, its alarms and its dashboard; opens no store.",
            "The table is the DynamoDB adapter's, named by --table (the default of the template's TableName "
                    + "parameter), with time to live, point-in-time recovery, deletion protection and encryption; "
                    + "alarms on throttling, errors, latency, a capacity budget and the outbox backlog notify an SNS "
                    + "topic. docs/ops/enforcementcore-table.yaml is this command's output for the default table; the "
                    + "other store options change nothing."})
    static final class OpsTemplateCommand implements Callable<Integer> {
        @ParentCommand
        Main main;
        @Spec
        CommandSpec spec;
        @Option(names = "--file", paramLabel = "<file>",
                description = "Write the template to this file instead of standard output.")
        Path output;

        @Override
        public Integer call() {
            String template = DynamoDbDesign.opsTemplate(main.storeOptions().table());
            if (output == null) {
                return print(spec, "yaml", template);
            }
            try {
                Files.writeString(output, template, StandardCharsets.UTF_8);
            } catch (IOException e) {
                spec.commandLine().getErr().println("failed: cannot write " + output + ": "
                        + (e instanceof NoSuchFileException ? "its directory does not exist"
                        : e instanceof AccessDeniedException ? "permission denied" : e.getMessage()));
                return ExitCode.FAILED.code();
            }
            spec.commandLine().getErr().println("wrote " + output);
            return 0;
        }
    }

    /**
     * The document as it is, or with {@code --output json} as {@code {"report": name, format: text}}, where
     * the format is {@code markdown} or {@code yaml}.
     */
    private static int print(CommandSpec spec, String format, String markdown) {
        if (Main.outputOf(spec.commandLine()) == OutputFormat.JSON) {
            spec.commandLine().getOut().println(Json.write(Json.object("report", spec.name(), format, markdown)));
            spec.commandLine().getOut().flush();
            return 0;
        }
        spec.commandLine().getOut().print(markdown);
        spec.commandLine().getOut().flush();
        return 0;
    }
}

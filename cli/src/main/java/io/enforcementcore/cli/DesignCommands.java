package io.enforcementcore.cli;

import io.enforcementcore.design.DynamoDbDesign;
import io.enforcementcore.workbench.Json;
import io.enforcementcore.workbench.OutputFormat;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
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
            return print(spec, DynamoDbDesign.adr());
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
            return print(spec, DynamoDbDesign.hotspotReport());
        }
    }

    /** The Markdown as it is, or with {@code --output json} as {@code {"report": name, "markdown": text}}. */
    private static int print(CommandSpec spec, String markdown) {
        if (Main.outputOf(spec.commandLine()) == OutputFormat.JSON) {
            spec.commandLine().getOut().println(Json.write(Json.object("report", spec.name(), "markdown", markdown)));
            spec.commandLine().getOut().flush();
            return 0;
        }
        spec.commandLine().getOut().print(markdown);
        spec.commandLine().getOut().flush();
        return 0;
    }
}

package io.enforcementcore.cli;

import io.enforcementcore.design.DynamoDbDesign;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.port.StoreMisconfigured;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.enforcementcore.workbench.CapacityCommand;
import io.enforcementcore.workbench.DemoCommand;
import io.enforcementcore.workbench.ExitCode;
import io.enforcementcore.workbench.MatrixCommand;
import io.enforcementcore.workbench.WorkbenchHost;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The operator command line, with {@link ExitCode}s. It hosts the workbench's commands ({@code demo},
 * {@code matrix}, {@code capacity}): they open the store chosen here and render with the design's reports.
 */
@Command(name = "enforcementcore", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT,
        version = "EnforcementCore 0.1.0",
        description = "Regulatory enforcement cases on DynamoDB single-table design (or in memory).",
        subcommands = {
                DemoCommand.class,
                ShellCommand.class,
                JobCommands.CreateTable.class,
                CaseCommands.OpenCaseCommand.class,
                CaseCommands.TransitionCaseCommand.class,
                CaseCommands.LinkPartyCommand.class,
                WorkCommands.CreateTaskCommand.class,
                WorkCommands.ReassignTaskCommand.class,
                WorkCommands.CompleteTaskCommand.class,
                WorkCommands.AddDeadlineCommand.class,
                WorkCommands.ResolveDeadlineCommand.class,
                WorkCommands.AttachEvidenceCommand.class,
                WorkCommands.RescheduleTaskCommand.class,
                CaseCommands.ChangeRiskCommand.class,
                CaseCommands.RenameCaseCommand.class,
                JobCommands.ReconcileTitles.class,
                JobCommands.RelayOutbox.class,
                JobCommands.RunBackfill.class,
                CaseQueryCommands.CaseCommand.class,
                CaseQueryCommands.Timeline.class,
                TenantQueryCommands.OpenTasks.class,
                TenantQueryCommands.DeadlinesDue.class,
                CaseQueryCommands.CaseDeadlines.class,
                CaseQueryCommands.CaseTasks.class,
                CaseQueryCommands.CaseParties.class,
                TenantQueryCommands.PartyCases.class,
                CaseQueryCommands.CaseViewCommand.class,
                TenantQueryCommands.PendingOutbox.class,
                CaseQueryCommands.CaseByRef.class,
                TenantQueryCommands.CasesInStatus.class,
                TenantQueryCommands.HighRisk.class,
                CaseQueryCommands.CaseEvidence.class,
                MatrixCommand.class,
                CapacityCommand.class,
                DesignCommands.Adr.class,
                DesignCommands.Hotspots.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable, WorkbenchHost {

    @Mixin
    StoreOptions storeOptions;

    @Spec
    CommandSpec spec;

    @Option(names = "--show-requests", scope = ScopeType.INHERIT,
            description = "Print every storage request (what it served, operation, index, items, capacity) to "
                    + "standard error.")
    boolean showRequests;

    private OpenStore shared;
    private byte[] sharedCursorSecret;

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The command line with its exit-code rules; tests execute it directly. */
    public static CommandLine commandLine() {
        return commandLine(new Main());
    }

    /** A command line whose commands all work on one store that stays open (see {@code shell}). */
    static CommandLine commandLine(OpenStore shared, byte[] cursorSecret) {
        Main main = new Main();
        main.shared = shared;
        main.sharedCursorSecret = cursorSecret.clone();
        return commandLine(main);
    }

    private static CommandLine commandLine(Main main) {
        CommandLine commandLine = new CommandLine(main);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setExecutionExceptionHandler((ex, cmd, parseResult) -> {
            PrintWriter err = cmd.getErr();
            if (ex instanceof InvalidValue invalid) {
                err.println("rejected: invalid " + invalid.field() + ": " + invalid.reason());
                return ExitCode.REJECTED.code();
            }
            if (ex instanceof StoreMisconfigured misconfigured) {
                err.println("rejected: " + misconfigured.getMessage());
                return ExitCode.REJECTED.code();
            }
            if (ex instanceof StorageFailure failure) {
                err.println("failed" + (failure.retryable() ? " (retryable): " : ": ") + failure.getMessage());
                return ExitCode.FAILED.code();
            }
            err.println("failed: " + ex);
            return ExitCode.FAILED.code();
        });
        return commandLine;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public StoreOptions storeOptions() {
        return storeOptions;
    }

    /** Opens the chosen store (or takes the shell's) and wires the use cases to it for one command. */
    Session openSession(ForPublishingEvents publisher) {
        if (shared != null) {
            return new Session(shared,
                    CompositionRoot.facade(shared.ports(), publisher, Optional.of(sharedCursorSecret)), false);
        }
        OpenStore store = OpenStore.open(storeOptions, observer());
        try {
            return new Session(store, CompositionRoot.facade(store.ports(), publisher,
                    CompositionRoot.cursorSecret(System.getenv())), true);
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
    }

    /** What the store reports each request to: standard error with {@code --show-requests}, nothing otherwise. */
    ForObservingStorage observer() {
        if (!showRequests) {
            return ForObservingStorage.NONE;
        }
        PrintWriter err = spec.commandLine().getErr();
        return call -> {
            // a write priced without the items it found is a floor (>=), never the charge; the engine's own
            // figure, where it gave one, is shown beside ours
            String atLeast = call.lowerBound() ? ">=" : "";
            String engine = Double.isNaN(call.engineCapacityUnits()) ? ""
                    : String.format(Locale.ROOT, " engine=%.1f", call.engineCapacityUnits());
            err.printf(Locale.ROOT, "request %s %s %s examined=%d returned=%d bytes=%s%d capacity=%s%.1f%s%n",
                    call.attribution(), call.operation(), call.index(), call.itemsExamined(), call.itemsReturned(),
                    atLeast, call.bytes(), atLeast, call.capacityUnits(), engine);
            err.flush();
        };
    }

    @Override
    public OpenStore open(ForObservingStorage observer) {
        return OpenStore.open(storeOptions, observer);
    }

    @Override
    public boolean inMemory() {
        return storeOptions.kind() == StoreKind.INMEMORY;
    }

    @Override
    public String accessPatternMatrix(String measuredOn, List<List<StorageCall>> invocations) {
        return DynamoDbDesign.accessPatternMatrix(measuredOn, invocations);
    }

    @Override
    public String writeAmplification(String measuredOn, List<List<ItemWrite>> runs) {
        return DynamoDbDesign.writeAmplification(measuredOn, runs);
    }

    boolean insideShell() {
        return shared != null;
    }
}

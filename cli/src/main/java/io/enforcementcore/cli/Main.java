package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.cursor.CursorKeysMisconfigured;
import io.enforcementcore.design.DynamoDbDesign;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.enforcementcore.workbench.CapacityCommand;
import io.enforcementcore.workbench.DemoCommand;
import io.enforcementcore.workbench.ExitCode;
import io.enforcementcore.workbench.LoadTestCommand;
import io.enforcementcore.workbench.MatrixCommand;
import io.enforcementcore.workbench.OutputFormat;
import io.enforcementcore.workbench.WorkbenchHost;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

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
                JobCommands.CheckTable.class,
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
                CaseCommands.ChangeExternalRefCommand.class,
                JobCommands.ReconcileTitles.class,
                JobCommands.RelayOutbox.class,
                JobCommands.RunBackfill.class,
                DriftCommands.SweepDrift.class,
                CaseQueryCommands.CaseQueryCommand.class,
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
                TenantQueryCommands.HighRiskCases.class,
                CaseQueryCommands.CaseEvidence.class,
                MatrixCommand.class,
                CapacityCommand.class,
                LoadTestCommand.class,
                DesignCommands.Adr.class,
                DesignCommands.Hotspots.class,
                DesignCommands.OpsTemplateCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable, WorkbenchHost {
    static {
        CliLogging.defaults();
    }

    private static final Logger LOG = LoggerFactory.getLogger(Main.class);

    @Mixin
    StoreOptions storeOptions;

    @Spec
    CommandSpec spec;

    @Option(names = "--show-requests", scope = ScopeType.INHERIT,
            description = "Print every storage request (what it served, operation, index, items, capacity) to "
                    + "standard error.")
    boolean showRequests;

    @Option(names = "--verbose", scope = ScopeType.INHERIT,
            description = "Log at DEBUG to standard error: every storage request and every command's outcome.")
    void verbose(boolean verbose) {
        if (verbose) {
            CliLogging.verbose();
        }
    }

    @Option(names = "--output", scope = ScopeType.INHERIT, defaultValue = "text", paramLabel = "text|json",
            description = "text (the default) for people, or json: one JSON document on standard output, errors "
                    + "included as {\"error\": {kind, message, exitCode}}; the fields are listed in "
                    + "docs/guide/cli.md.")
    OutputFormat output = OutputFormat.TEXT;

    private OpenStore shared;
    private byte[] sharedCursorSecret;
    private Consumer<Receipt> receipts = receipt -> { };
    private Map<String, String> environment = System.getenv();
    private final AtomicBoolean warnedOfCursors = new AtomicBoolean();

    public static void main(String[] args) {
        CommandLine commandLine = commandLine();
        if (!Failures.asksForJson(args)) {
            System.exit(commandLine.execute(args));
        }
        // A script reads standard output as one JSON document: the document goes to the real standard output,
        // and whatever else writes to System.out (a log an operator pointed there, a library) to standard error.
        commandLine.setOut(commandLine.getOut()); // picocli's writer, made now on the real standard output
        System.setOut(System.err);
        System.exit(commandLine.execute(args));
    }

    /** The command line with its exit-code rules; tests execute it directly. */
    public static CommandLine commandLine() {
        return commandLine(new Main());
    }

    /** The command line as a process with this environment would run it (the cursor secret is read from it). */
    static CommandLine commandLine(Map<String, String> environment) {
        Main main = new Main();
        main.environment = Map.copyOf(environment);
        return commandLine(main);
    }

    /**
     * A command line whose commands all work on one store that stays open (see {@code shell}); every
     * receipt a command prints is also handed to {@code receipts}.
     */
    static CommandLine commandLine(OpenStore shared, byte[] cursorSecret, Consumer<Receipt> receipts) {
        Main main = new Main();
        main.shared = shared;
        main.sharedCursorSecret = cursorSecret.clone();
        main.receipts = receipts;
        return commandLine(main);
    }

    private static CommandLine commandLine(Main main) {
        CommandLine commandLine = new CommandLine(main);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        Failures.install(commandLine);
        ExitCodeHelp.addTo(commandLine);
        return commandLine;
    }

    /** The top command of the command line that {@code command} belongs to. */
    static Main of(CommandLine command) {
        return (Main) command.getCommandSpec().root().userObject();
    }

    static OutputFormat outputOf(CommandLine command) {
        return of(command).output();
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public StoreOptions storeOptions() {
        return storeOptions;
    }

    @Override
    public OutputFormat output() {
        return output;
    }

    void receiptPrinted(Receipt receipt) {
        receipts.accept(receipt);
    }

    /** What to add to a refused cursor when this run holds no shared cursor secret. */
    io.vavr.control.Option<String> cursorHint(Rejection rejection) {
        return CompositionRoot.cursorHint(rejection, environment);
    }

    /**
     * Told by every paged read: a run (a process) without a shared cursor secret says once that no other run
     * takes its cursors. A shell's lines share the shell's own secret, and its refusals say so.
     */
    void paging() {
        if (shared == null && !warnedOfCursors.getAndSet(true)) {
            CompositionRoot.cursorWarning(environment).forEach(LOG::warn);
        }
    }

    /** Opens the chosen store (or takes the shell's) and wires the use cases to it for one command. */
    Session openSession(ForPublishingEvents publisher) {
        if (shared != null) {
            return new Session(shellStore(),
                    CompositionRoot.facade(shared.ports(), publisher, Optional.of(sharedCursorSecret)), false);
        }
        OpenStore store = OpenStore.open(storeOptions, observer());
        try {
            return new Session(store, facadeWithTheCursorKeys(store, publisher, environment), true);
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
    }

    /** The facade, sealing cursors with the environment's keys; keys it refuses are the operator's to fix. */
    private static EnforcementCore facadeWithTheCursorKeys(OpenStore store, ForPublishingEvents publisher,
                                                          Map<String, String> environment) {
        try {
            return CompositionRoot.facade(store.ports(), publisher, CompositionRoot.cursorKeys(environment));
        } catch (CursorKeysMisconfigured refused) {
            throw new CommandRefused("cursor-secret", refused.getMessage() + "; or unset it to seal cursors with a "
                    + "key of this run's own");
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
    public Map<String, Duration> latencyTargets() {
        return DynamoDbDesign.latencyTargets();
    }

    @Override
    public String writeAmplification(String measuredOn, List<List<ItemWrite>> runs) {
        return DynamoDbDesign.writeAmplification(measuredOn, runs);
    }

    /** The store of the shell this line runs in; store options belong to the shell, not to its lines. */
    OpenStore shellStore() {
        if (storeOptions.kind() != StoreKind.INMEMORY || !storeOptions.dynamoDbOptionsGiven().isEmpty()) {
            throw new CommandRefused("store-options", "a shell's lines share the shell's store: give --store, "
                    + "--endpoint, --region and --table to the shell command itself, not to its lines");
        }
        return shared;
    }

    boolean insideShell() {
        return shared != null;
    }

    /** Runs {@code job} on the shell's store inside a shell, else on a store opened for it and closed after. */
    int onStore(ToIntFunction<OpenStore> job) {
        if (insideShell()) {
            return job.applyAsInt(shellStore());
        }
        try (OpenStore store = OpenStore.open(storeOptions(), observer())) {
            return job.applyAsInt(store);
        }
    }
}

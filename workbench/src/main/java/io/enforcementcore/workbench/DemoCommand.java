package io.enforcementcore.workbench;

import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.metering.ForObservingStorage;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The main job: seeds a realistic data set through the real use cases, runs every command and samples
 * every access pattern, and prints what each cost, as the adapter reported it and as measured.
 */
@Command(name = "demo", description = {
        "Seed several agencies' cases through the real use cases, run every command (C01..C15) and sample every "
                + "access pattern (AP01..AP14), then print calls, items, storage requests and latency."})
public final class DemoCommand extends LedgerCommand {
    static final int DEFAULT_CASES = 1200;
    static final ScaledDefault SAMPLES = new ScaledDefault(200, DEFAULT_CASES, 5);
    static final ScaledDefault COMMAND_SAMPLES = new ScaledDefault(50, DEFAULT_CASES, 3);
    static final ScaledDefault WARMUP = new ScaledDefault(20, DEFAULT_CASES, 1);

    @Mixin
    SeedOptions seeding = new SeedOptions(DEFAULT_CASES, 5, 200);

    @Option(names = "--samples", description = "Measured calls per access pattern (default: 200 at 1200 cases; "
            + "fewer cases get proportionally fewer, at least 5).")
    Integer samples;

    @Option(names = "--command-samples", description = "Measured calls of each of C01..C12 and C15 (default: 50 "
            + "at 1200 cases; fewer cases get proportionally fewer, at least 3); the relay (C13) runs as often, up to 10 "
            + "times, the backfill (C14) up to twice.")
    Integer commandSamples;

    @Option(names = "--warmup", description = "Unmeasured rounds over all access patterns first (default: 20 at "
            + "1200 cases; fewer cases get proportionally fewer, at least 1).")
    Integer warmupRounds;

    @Option(names = "--metrics", description = "Also count the run in Micrometer meters, as a service embedding "
            + "the library would, and print them after the report.")
    boolean metrics;

    private final DemoMeters meters = new DemoMeters();

    @Override
    ForObservingStorage alsoObserving() {
        return metrics ? meters.storage() : ForObservingStorage.NONE;
    }

    @Override
    void check() {
        seeding.check(spec.commandLine());
        requireAtLeast("--samples", samples(), 1);
        requireAtLeast("--command-samples", commandSamples(), 1);
        requireAtLeast("--warmup", warmupRounds(), 0);
        if (metrics && host.output() == OutputFormat.JSON) {
            throw new ParameterException(spec.commandLine(), "--metrics prints a table of text after the report: "
                    + "leave out --output json, or --metrics");
        }
    }

    /** Measured calls per access pattern: as given, else scaled to {@code --cases}. */
    int samples() {
        return SAMPLES.resolve(samples, seeding.cases);
    }

    int commandSamples() {
        return COMMAND_SAMPLES.resolve(commandSamples, seeding.cases);
    }

    int warmupRounds() {
        return WARMUP.resolve(warmupRounds, seeding.cases);
    }

    @Override
    int run(MeasuredStore store, StorageLedger ledger, PrintWriter out) {
        DemoWorld world = DemoWorld.on(store, seeding.plan(host.inMemory()), seeding.seed,
                metrics ? meters.commands() : ForObservingCommands.NONE);
        DemoReport report = new DemoReport(out, host.output());
        report.header(store.description(), world.plan(), seeding.seed);

        CountingInvoker seeded = new CountingInvoker();
        long seedingStart = System.nanoTime();
        world.seed(seeded, seeding.hotTasks());
        report.seeding(world.catalog(), seeded, System.nanoTime() - seedingStart, ledger.total());
        int timeline;
        try (Progress progress = Progress.start("reading the hot case's timeline", 0, System.err)) {
            timeline = HotCase.timelineLength(world.core(), world.catalog().hotCase(), progress);
        }
        report.hotCase(world.catalog(), timeline);

        world.clock().runFree();
        List<CallStats> commands = new CommandWorkload(world.core(), world.catalog(), world.clock(), ledger)
                .run(commandSamples(), world.random(), System.err);
        report.commands(commands, world.channel().published());

        List<AccessProbe> probes = new AccessProbes(world.core(), world.catalog(), world.clock()).all();
        int samples = samples();
        int warmupRounds = warmupRounds();
        List<CallStats> patterns;
        try (Progress progress = Progress.start("sampling access patterns",
                (long) (warmupRounds + samples) * probes.size(), System.err)) {
            patterns = new QueryWorkload(ledger).run(probes, warmupRounds, samples, world.random(), progress);
        }
        report.accessPatterns(patterns, samples, warmupRounds);
        List<RuleChecks.RuleOutcome> rules;
        try (Progress progress = Progress.start("checking rules", RuleChecks.COUNT, System.err)) {
            rules = new RuleChecks(world.core(), world.catalog(), world.clock(), ledger).run(progress);
        }
        report.rules(rules);
        if (metrics) {
            out.println();
            out.print(meters.summary(store.ports().outbox(), world.clock()));
            out.flush();
        }
        return report.finish().code();
    }
}

package io.enforcementcore.cli.demo;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.cli.Main;
import io.enforcementcore.cli.Progress;
import io.enforcementcore.cli.Store;
import io.enforcementcore.cli.StoreKind;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The main job: seeds a realistic data set through the real use cases, runs every command and samples
 * every access pattern, and prints what each cost, as the adapter reported it and as measured.
 */
@Command(name = "demo", description = {
        "Seed several agencies' cases through the real use cases, run every command (C01..C14) and sample every "
                + "access pattern (AP01..AP14), then print calls, items, storage requests and latency."})
public final class DemoCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Option(names = "--cases", defaultValue = "1200",
            description = "Cases to seed in total (default: ${DEFAULT-VALUE}).")
    int cases;

    @Option(names = "--tenants", defaultValue = "5",
            description = "Tenants; the first has ten times the others' cases (default: ${DEFAULT-VALUE}).")
    int tenants;

    @Option(names = "--seed", defaultValue = "42",
            description = "Seed of every random choice, for a repeatable data set (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--samples", defaultValue = "200",
            description = "Measured calls per access pattern (default: ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--command-samples", defaultValue = "50", description = "Measured calls of each of C01..C12 "
            + "(default: ${DEFAULT-VALUE}); the relay (C13) runs as often, up to 10 times, the backfill (C14) "
            + "up to twice.")
    int commandSamples;

    @Option(names = "--hot-tasks", defaultValue = "200",
            description = "Tasks of the one hot case (default: ${DEFAULT-VALUE}).")
    int hotTasks;

    @Option(names = "--warmup", defaultValue = "20",
            description = "Unmeasured rounds over all access patterns first (default: ${DEFAULT-VALUE}).")
    int warmupRounds;

    @Option(names = "--run-tag", description = "Appended to the tenant ids so that runs sharing a table stay apart "
            + "(default: none in memory, a random tag on DynamoDB).")
    String runTag;

    @Override
    public Integer call() {
        requireAtLeast("--tenants", tenants, 1);
        requireAtLeast("--cases", cases, tenants);
        requireAtLeast("--samples", samples, 1);
        requireAtLeast("--command-samples", commandSamples, 1);
        requireAtLeast("--hot-tasks", hotTasks, 1);
        requireAtLeast("--warmup", warmupRounds, 0);
        PrintWriter out = spec.commandLine().getOut();
        StorageLedger ledger = new StorageLedger();
        try (Store store = Store.open(main.storeOptions(), ledger)) {
            store.createTableIfMissing();
            DemoPlan plan = DemoPlan.of(cases, tenants, tag());
            Random random = new Random(seed);
            SimulatedClock clock = new SimulatedClock(plan.start());
            AcceptingChannel channel = new AcceptingChannel();
            EnforcementCore core = EnforcementCoreBuilder.on(store.ports())
                    .publishingTo(channel)
                    .withClock(clock)
                    .withIds(new SeededIds(seed ^ plan.tenants().get(0).id().hashCode()))
                    .withCursorSecret(secret(seed))
                    .build();
            DemoReport report = new DemoReport(out);
            report.header(store.description(), plan, seed);

            Catalog catalog = new Catalog(plan.tenants());
            CountingInvoker seeding = new CountingInvoker();
            long seedingStart = System.nanoTime();
            try (Progress progress = Progress.start("seeding cases", plan.totalCases(), System.err)) {
                new Seeder(new Actions(core, catalog, clock, seeding), catalog, clock, plan, random, hotTasks)
                        .seed(progress);
            }
            report.seeding(catalog, seeding, System.nanoTime() - seedingStart, ledger.total());
            report.hotCase(catalog, HotCase.timelineLength(core, catalog.hotCase()));

            clock.runFree();
            List<CallStats> commands = new CommandWorkload(core, catalog, clock, ledger).run(commandSamples, random);
            report.commands(commands, channel.published());

            List<AccessProbe> probes = new AccessProbes(core, catalog, clock).all();
            List<CallStats> patterns;
            try (Progress progress = Progress.start("sampling access patterns", (long) samples * probes.size(),
                    System.err)) {
                patterns = new QueryWorkload(ledger).run(probes, warmupRounds, samples, random, progress);
            }
            report.accessPatterns(patterns, samples, warmupRounds);
            report.rules(new RuleChecks(core, catalog, clock, ledger).run());
            return report.wentWrong() ? Main.FAILED : 0;
        }
    }

    private void requireAtLeast(String option, int value, int least) {
        if (value < least) {
            throw new ParameterException(spec.commandLine(), option + " must be at least " + least + ", was " + value);
        }
    }

    private String tag() {
        if (runTag != null) {
            return runTag;
        }
        return main.storeOptions().kind() == StoreKind.INMEMORY ? ""
                : Long.toString(System.currentTimeMillis() % 1_000_000, 36);
    }

    /** The cursor secret follows the seed too: the demo's cursors never leave the process. */
    private static byte[] secret(long seed) {
        ByteBuffer bytes = ByteBuffer.allocate(32);
        Random random = new Random(~seed);
        while (bytes.hasRemaining()) {
            bytes.putLong(random.nextLong());
        }
        return bytes.array();
    }
}

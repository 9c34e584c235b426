package io.enforcementcore.workbench;

import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.metering.ForObservingStorage;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * A load with tenant skew and a hot case, through the use cases on the chosen store: one agency has most of
 * the work, and ten officers work one case at once. It reports throughput, latency percentiles per command,
 * refusals, the store's retries and conflicts, and how many of those the case's state item was in.
 */
@Command(name = "load-test", description = {
        "Work agencies' cases from many threads at once, one agency with most of the work and ten officers on one hot "
                + "case (tasks created, reassigned, completed), then print throughput, p50/p95/p99 per command, "
                + "refusals, retries and transaction conflicts, and how many conflicts the case's state item was in."})
public final class LoadTestCommand extends LedgerCommand {

    @Option(names = "--agencies", defaultValue = "5", description = "Agencies (default: ${DEFAULT-VALUE}).")
    int agencies;

    @Option(names = "--big-agency-percent", defaultValue = "70",
            description = "The first agency's share of the spread work, in per cent (default: ${DEFAULT-VALUE}).")
    int bigAgencyPercent;

    @Option(names = "--cases-per-agency", defaultValue = "20",
            description = "Cases opened for each agency before the load (default: ${DEFAULT-VALUE}).")
    int casesPerAgency;

    @Option(names = "--workers", defaultValue = "2",
            description = "Threads spreading work over the agencies' cases (default: ${DEFAULT-VALUE}).")
    int workers;

    @Option(names = "--officers", defaultValue = "10",
            description = "Threads working the hot case at once (default: ${DEFAULT-VALUE}).")
    int officers;

    @Option(names = "--commands", defaultValue = "300",
            description = "Commands each thread issues (default: ${DEFAULT-VALUE}).")
    int commandsPerThread;

    @Option(names = "--hot-tasks", defaultValue = "10",
            description = "Open tasks of the hot case before the load (default: ${DEFAULT-VALUE}).")
    int hotTasks;

    @Option(names = "--seed", defaultValue = "42", description = "Seed of every random choice (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--run-tag", description = "Appended to the agencies' ids so that runs sharing a table stay apart "
            + "(default: none in memory, a random tag on DynamoDB).")
    String runTag;

    private final LoadTally tally = new LoadTally();

    @Override
    ForObservingStorage alsoObserving() {
        return tally;
    }

    @Override
    void check() {
        requireAtLeast("--agencies", agencies, 1);
        requireAtLeast("--cases-per-agency", casesPerAgency, 1);
        requireAtLeast("--workers", workers, 0);
        requireAtLeast("--officers", officers, 0);
        requireAtLeast("--commands", commandsPerThread, 1);
        requireAtLeast("--hot-tasks", hotTasks, 1);
        if (bigAgencyPercent < 0 || bigAgencyPercent > 100) {
            throw new ParameterException(spec.commandLine(), "--big-agency-percent is a percentage, was "
                    + bigAgencyPercent);
        }
        if (workers + officers == 0) {
            throw new ParameterException(spec.commandLine(), "--workers and --officers cannot both be 0");
        }
        if (host.output() == OutputFormat.JSON) {
            throw new ParameterException(spec.commandLine(), "load-test prints a table of text: leave out --output json");
        }
    }

    @Override
    int run(MeasuredStore store, StorageLedger ledger, PrintWriter out) {
        String tag = runTag != null ? runTag : host.inMemory() ? "" : Long.toString(System.currentTimeMillis() % 1_000_000, 36);
        LoadPlan plan = new LoadPlan(agencies, bigAgencyPercent, casesPerAgency, workers, officers, commandsPerThread,
                hotTasks, seed, tag);
        LoadResult result = new LoadRun(EnforcementCoreBuilder.on(store.ports()).withCursorsForThisInstanceOnly().build(), tally,
                plan).run();
        result.print(out, store.description());
        return ExitCode.DONE.code();
    }
}

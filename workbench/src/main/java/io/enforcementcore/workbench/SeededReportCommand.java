package io.enforcementcore.workbench;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Mixin;

/**
 * A design report measured on the chosen store: a small data set is seeded through the use cases, then
 * the subcommand measures its calls on it and renders the report, which goes to standard output alone.
 */
abstract class SeededReportCommand extends LedgerCommand {
    @Mixin
    SeedOptions seeding = new SeedOptions(50, 3, 30);

    /**
     * Measures on the seeded world and renders the report.
     *
     * @param seededOn for people: the store and the data set, e.g. "the in-memory store (…), on the demo's
     *                 data set seeded through the use cases (…)"
     */
    abstract String report(DemoWorld world, MeasuredAnswers answers, String seededOn);

    /** After {@link #report}: the targets it measured and missed, one sentence each; none by default. */
    List<String> missedTargets() {
        return List.of();
    }

    @Override
    void check() {
        seeding.check(spec.commandLine());
    }

    @Override
    final int run(MeasuredStore store, StorageLedger ledger, PrintWriter out) {
        DemoWorld world = DemoWorld.on(store, seeding.plan(host.inMemory()), seeding.seed);
        CountingInvoker seeded = new CountingInvoker();
        world.seed(seeded, seeding.hotTasks());
        world.clock().runFree();
        MeasuredAnswers answers = new MeasuredAnswers(ledger);
        answers.refusedBefore(seeded.firstRejections());
        String markdown = report(world, answers, "the " + store.description() + ", on the demo's data set seeded "
                + "through the use cases (" + seeding.describe() + ")");
        List<String> missed = missedTargets();
        if (host.output() == OutputFormat.TEXT) {
            out.print(markdown);
            out.flush();
            PrintWriter err = spec.commandLine().getErr();
            int refused = answers.exitCode(err);
            missed.forEach(miss -> err.println("missed " + miss));
            err.flush();
            return refused == ExitCode.DONE.code() && !missed.isEmpty() ? ExitCode.FAILED.code() : refused;
        }
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("report", spec.name());
        document.put("store", store.description());
        document.put("dataSet", seeding.describe());
        document.put("markdown", markdown);
        document.put("answers", answers.summaries());
        document.put("refusals", answers.refusals());
        if (!missed.isEmpty()) {
            document.put("missedTargets", missed);
        }
        ExitCode exit = answers.refusals().isEmpty() && missed.isEmpty() ? ExitCode.DONE : ExitCode.FAILED;
        if (!answers.refusals().isEmpty()) {
            document.put("error", new ErrorReport(ErrorReport.REFUSED_ON_VALID_INPUT, answers.refusals().size()
                    + " calls on valid input were refused, so the report is not the one asked for; see refusals",
                    exit).fields());
        } else if (!missed.isEmpty()) {
            document.put("error", new ErrorReport(ErrorReport.LATENCY_TARGET_MISSED, missed.size()
                    + " access patterns missed their p95 target; see missedTargets", exit).fields());
        }
        out.println(Json.write(document));
        out.flush();
        return exit.code();
    }
}

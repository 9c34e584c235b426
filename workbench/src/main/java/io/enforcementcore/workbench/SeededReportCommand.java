package io.enforcementcore.workbench;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
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
        if (host.output() == OutputFormat.TEXT) {
            out.print(markdown);
            out.flush();
            return answers.exitCode(spec.commandLine().getErr());
        }
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("report", spec.name());
        document.put("store", store.description());
        document.put("dataSet", seeding.describe());
        document.put("markdown", markdown);
        document.put("answers", answers.summaries());
        document.put("refusals", answers.refusals());
        ExitCode exit = answers.refusals().isEmpty() ? ExitCode.DONE : ExitCode.FAILED;
        if (exit != ExitCode.DONE) {
            document.put("error", new ErrorReport(ErrorReport.REFUSED_ON_VALID_INPUT, answers.refusals().size()
                    + " calls on valid input were refused, so the report is not the one asked for; see refusals",
                    exit).fields());
        }
        out.println(Json.write(document));
        out.flush();
        return exit.code();
    }
}

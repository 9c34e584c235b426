package io.enforcementcore.workbench;

import io.enforcementcore.application.query.BackfillReport;
import io.vavr.control.Option;
import picocli.CommandLine.Command;

/**
 * The write amplification of every command, measured on the chosen store: after a small data set is
 * seeded, each command runs once and the item writes the store reports for it go into
 * {@link WorkbenchHost#writeAmplification}.
 */
@Command(name = "capacity", description = {
        "Print the write amplification (Markdown) of C01..C15, each run once after a small data set is seeded.",
        "Seeds a small data set through the use cases, runs every command once, and prints what the store reported "
                + "it wrote: items, index entries added, moved, removed and rewritten, and write units, per "
                + "command."})
public final class CapacityCommand extends SeededReportCommand {

    @Override
    String report(DemoWorld world, MeasuredAnswers answers, String seededOn) {
        Option<BackfillReport> backfill = new CommandRuns(world, answers).run();
        return host.writeAmplification(seededOn + ": C01..C12 and C15 once each on a new high-risk case of tenant "
                + world.plan().bigTenant().id() + ", the relay (C13) once over at most " + CommandRuns.RELAY_BATCH
                + " pending events, and the backfill (C14) once over the whole table"
                + backfill.map(CapacityCommand::nothingMigrated).getOrElse("") + ", by `enforcementcore capacity`",
                answers.writes());
    }

    /** A backfill that found nothing to migrate wrote nothing, so the report has no row for it: say why. */
    private static String nothingMigrated(BackfillReport backfill) {
        return backfill.migrated() > 0 ? "" : ", which examined " + backfill.examined() + " items and found every "
                + "one at the current schema, so it wrote nothing";
    }
}

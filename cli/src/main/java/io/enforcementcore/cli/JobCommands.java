package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.cli.CaseOptions.TheCase;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.workbench.Progress;
import io.vavr.control.Try;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** Operator jobs: table creation, the outbox relay (C13), the backfill (C14) and title reconciliation (C12). */
final class JobCommands {
    private JobCommands() {
    }

    @Command(name = "create-table", description = "Create the DynamoDB table and its indexes unless they exist.")
    static final class CreateTable implements Callable<Integer> {
        @ParentCommand
        Main main;
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            try (OpenStore store = OpenStore.open(main.storeOptions(), main.observer())) {
                store.createTableIfMissing();
                spec.commandLine().getOut().println("ready: " + store.description());
            }
            return 0;
        }
    }

    @Command(name = "relay-outbox",
            description = "C13: publish pending outbox events, oldest first per shard, one line each on standard "
                    + "output.")
    static final class RelayOutbox extends OperatorCommand {
        @Option(names = "--max", defaultValue = "100",
                description = "At most this many events (default: ${DEFAULT-VALUE}).")
        int maxEvents;

        @Override
        ForPublishingEvents publisher(Output output) {
            return event -> Try.run(() -> output.out().println("published " + Formats.outbox(event)));
        }

        @Override
        int run(EnforcementCore core, Principal operator, Output output) {
            return output.value(core.relayOutbox(operator, maxEvents), JobCommands::relayReport);
        }
    }

    @Command(name = "backfill",
            description = "C14: migrate every item to the current schema (segmented, throttled, resumable scan).")
    static final class RunBackfill extends OperatorCommand {
        @Option(names = "--segments", defaultValue = "4",
                description = "Parallel scan segments (default: ${DEFAULT-VALUE}).")
        int segments;
        @Option(names = "--rate", defaultValue = "500",
                description = "At most this many items per second (default: ${DEFAULT-VALUE}).")
        int itemsPerSecond;
        @Option(names = "--max-items", defaultValue = "0", description = "Stop after this many items, 0 = no limit.")
        int maxItems;
        @Option(names = "--resume", paramLabel = "SEGMENT:POSITION",
                description = "An unfinished segment as printed by an interrupted run (repeatable): only those "
                        + "segments are worked, each from its position.")
        List<String> unfinished = new ArrayList<>();

        @Override
        int run(EnforcementCore core, Principal operator, Output output) {
            try (Progress progress = Progress.start("backfill", 0, System.err)) {
                return output.value(core.backfill(operator,
                        new Backfill(segments, itemsPerSecond, maxItems, resumeFrom(), progress::stepTo)),
                        JobCommands::backfillReport);
            }
        }

        private Map<Integer, String> resumeFrom() {
            Map<Integer, String> positions = new LinkedHashMap<>();
            for (String entry : unfinished) {
                int colon = entry.indexOf(':');
                String segment = colon < 0 ? entry : entry.substring(0, colon);
                try {
                    positions.put(Integer.parseInt(segment), colon < 0 ? "" : entry.substring(colon + 1));
                } catch (NumberFormatException e) {
                    throw new ParameterException(spec.commandLine(),
                            "--resume wants SEGMENT:POSITION, was '" + entry + "'");
                }
            }
            return positions;
        }
    }

    @Command(name = "reconcile-titles",
            description = "C12 repair job: bring the case-title snapshots of a case's tasks and deadlines up to date.")
    static final class ReconcileTitles extends UseCaseCommand {
        @Mixin
        TheCase on;

        ReconcileTitles() {
            super(Role.SUPERVISOR);
        }

        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.value(RawQueries.caseId(on.id)
                    .flatMap(caseId -> core.reconcileCaseTitles(principal, caseId)), JobCommands::reconciliationReport);
        }
    }

    static String relayReport(RelayReport r) {
        return "relay: examined=" + r.examined() + " published=" + r.published() + " failed=" + r.failed()
                + " alreadyPublished=" + r.alreadyPublished();
    }

    static String backfillReport(BackfillReport r) {
        return "backfill: examined=" + r.examined() + " migrated=" + r.migrated()
                + (r.unfinishedSegments().isEmpty() ? " (finished)"
                        : " unfinished: " + r.unfinishedSegments().stream().map(s -> "--resume '" + s + "'")
                                .collect(Collectors.joining(" ")));
    }

    static String reconciliationReport(ReconciliationReport r) {
        return "reconciled: tasks " + r.tasksRepaired() + "/" + r.tasksExamined() + " repaired, deadlines "
                + r.deadlinesRepaired() + "/" + r.deadlinesExamined() + " repaired";
    }
}

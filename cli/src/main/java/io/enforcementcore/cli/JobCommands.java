package io.enforcementcore.cli;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage.TableCheck;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.application.worker.RelayWorkerSettings;
import io.enforcementcore.cli.CaseOptions.CaseOption;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.workbench.ErrorReport;
import io.enforcementcore.workbench.ExitCode;
import io.enforcementcore.workbench.Json;
import io.enforcementcore.workbench.OutputFormat;
import io.enforcementcore.workbench.Progress;
import io.vavr.control.Try;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * Operator jobs: table creation and its check, the outbox relay (C13), the backfill (C14) and title
 * reconciliation (C12).
 */
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
            return main.onStore(this::ready);
        }

        private int ready(OpenStore store) {
            store.createTableIfMissing();
            spec.commandLine().getOut().println(main.output() == OutputFormat.JSON
                    ? Json.write(Map.of("ready", store.description())) : "ready: " + store.description());
            return 0;
        }
    }

    @Command(name = "check-table", description = "Compare the live DynamoDB table with the design: keys and their "
            + "types, every index's kind, keys and projection, and the time to live; exit 2 when it differs.")
    static final class CheckTable implements Callable<Integer> {
        @ParentCommand
        Main main;
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            return main.onStore(this::checked);
        }

        /** Differences are the check's answer, printed in full; the exit code and the error say it failed. */
        private int checked(OpenStore store) {
            TableCheck check = store.checkTable();
            PrintWriter out = spec.commandLine().getOut();
            int count = check.differences().size();
            ErrorReport differs = new ErrorReport("store-misconfigured", "table '" + check.table() + "' differs from "
                    + "the design (" + count + (count == 1 ? " difference" : " differences") + "); create-table "
                    + "refuses such a table too: fix it, or give the name of a table to create", ExitCode.REJECTED);
            if (main.output() == OutputFormat.JSON) {
                Map<String, Object> document = Json.object("store", store.description(), "matches", check.matches(),
                        "differences", check.differences().stream().map(d -> Json.object("what", d.what(),
                                "expected", d.expected(), "found", d.found())).toList());
                if (!check.matches()) {
                    document.put("error", differs.fields());
                }
                out.println(Json.write(document));
            } else {
                out.println((check.matches() ? "matches: " : "differs: ") + store.description());
                check.differences().forEach(d -> out.println("  " + d.describe()));
            }
            out.flush();
            if (check.matches()) {
                return ExitCode.DONE.code();
            }
            if (main.output() == OutputFormat.TEXT) {
                spec.commandLine().getErr().println("rejected: " + differs.message());
                spec.commandLine().getErr().flush();
            }
            return differs.exitCode().code();
        }
    }

    @Command(name = "relay-outbox",
            description = "C13: publish pending outbox events, oldest first per shard, to standard output or an SQS "
                    + "queue or SNS topic, one line each on standard output; a rename is published once its case's "
                    + "task and deadline titles are repaired.")
    static final class RelayOutbox extends OperatorCommand {
        @Option(names = "--max", defaultValue = "100",
                description = "At most this many events (default: ${DEFAULT-VALUE}); with --follow, in each round.")
        int maxEvents;

        @Mixin
        FollowOptions follow;

        @Option(names = "--min-idle-seconds", defaultValue = "1", paramLabel = "<seconds>",
                description = "With --follow: the shortest wait after a round that found nothing (default: "
                        + "${DEFAULT-VALUE}); it doubles, with jitter, up to --max-idle-seconds.")
        long minIdleSeconds;

        @Option(names = "--max-idle-seconds", defaultValue = "30", paramLabel = "<seconds>",
                description = "With --follow: the longest wait between idle rounds (default: ${DEFAULT-VALUE}).")
        long maxIdleSeconds;

        @Option(names = "--lease-seconds", defaultValue = "30", paramLabel = "<seconds>",
                description = "With --follow: how long this process holds an outbox shard by lease unless it renews "
                        + "it (default: ${DEFAULT-VALUE}); the longest a shard waits for another process after this "
                        + "one dies. Processes that relay one table share its shards out.")
        long leaseSeconds;

        @Option(names = "--instance-label", defaultValue = RelayWorkerSettings.DEFAULT_LABEL, paramLabel = "<label>",
                description = "With --follow: the readable start of this process's id in the lease items, a host or "
                        + "service name (default: ${DEFAULT-VALUE}); a random UUID ends it.")
        String instanceLabel;

        @Option(names = "--publish-to", defaultValue = "stdout", paramLabel = "stdout|sqs:<queue-url>|sns:<topic-arn>",
                description = "Where the events go (default: ${DEFAULT-VALUE}): an SQS queue or SNS topic (FIFO when "
                        + "its name ends in .fifo) in --region, or at --endpoint if given.")
        String publishTo;

        /** In JSON the events published are kept for the one document; in text each is a line as it goes. */
        private final List<Map<String, Object>> published = new ArrayList<>();
        private Optional<ChannelClients.Channel> channel = Optional.empty();

        @Override
        ForPublishingEvents publisher(Output output) {
            ForPublishingEvents shown = event -> Try.run(() -> {
                if (output.json()) {
                    if (!follow.follow) {
                        published.add(JsonFields.outbox(event));
                    }
                } else {
                    output.out().println("published " + Formats.outbox(event));
                }
            });
            channel = ChannelClients.open(publishTo, main.storeOptions());
            // the relay counts a failure and moves on: the operator reads here which channel refused and why
            return channel.<ForPublishingEvents>map(to -> event -> to.publish(event)
                    .onFailure(refused -> spec.commandLine().getErr().println("not published: " + refused.getMessage()))
                    .flatMap(sent -> shown.publish(event))).orElse(shown);
        }

        @Override
        int run(EnforcementCore core, Principal operator, Output output) {
            try {
                if (follow.follow) {
                    RelayWorkerSettings settings = FollowOptions.settings(() -> RelayWorkerSettings.builder()
                            .batchSize(maxEvents).minIdleWait(Duration.ofSeconds(minIdleSeconds))
                            .maxIdleWait(Duration.ofSeconds(maxIdleSeconds)).gracePeriod(follow.grace())
                            .leasePeriod(Duration.ofSeconds(leaseSeconds)).instanceLabel(instanceLabel).build());
                    return Following.follow(core.workers().relay(operator, settings), output, follow.grace(), RELAY);
                }
                return output.report(core.relayOutbox(operator, maxEvents), RELAY, Map.of("published", published));
            } finally {
                channel.ifPresent(ChannelClients.Channel::close);
            }
        }
    }

    @Command(name = "backfill",
            description = "C14: migrate every item to the current schema (segmented, throttled, resumable scan).")
    static final class RunBackfill extends OperatorCommand {
        @Mixin
        ScanOptions scan;

        @Override
        int run(EnforcementCore core, Principal operator, Output output) {
            Map<Integer, String> resumeFrom = scan.resumeFrom();
            try (Progress progress = Progress.start("backfill", 0, System.err)) {
                return output.report(core.backfill(operator, new Backfill(scan.segments, scan.parallel,
                        scan.itemsPerSecond, scan.readUnitsPerSecond, scan.maxItems, resumeFrom, progress::stepTo)),
                        BACKFILL, Map.of());
            }
        }
    }

    @Command(name = "reconcile-titles",
            description = "C12 repair job: bring the case-title snapshots of a case's tasks and deadlines up to date.")
    static final class ReconcileTitles extends UseCaseCommand {
        @Mixin
        CaseOption on;

        ReconcileTitles() {
            super(Role.SUPERVISOR);
        }

        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.report(RawQueries.caseId(on.id)
                    .flatMap(caseId -> core.reconcileCaseTitles(principal, caseId)), RECONCILIATION, Map.of());
        }
    }

    private static final Printed<RelayReport> RELAY = new Printed<>(JobCommands::relayReport, r -> Json.object(
            "examined", r.examined(), "published", r.published(), "failed", r.failed(),
            "alreadyPublished", r.alreadyPublished(), "snapshotsRepaired", r.snapshotsRepaired(),
            "snapshotsSkipped", r.snapshotsSkipped(), "repairsUnfinished", r.repairsUnfinished()));
    private static final Printed<BackfillReport> BACKFILL = new Printed<>(JobCommands::backfillReport, r -> Json.object(
            "examined", r.examined(), "migrated", r.migrated(), "finished", r.unfinishedSegments().isEmpty(),
            "resume", r.resumeToken()));
    private static final Printed<ReconciliationReport> RECONCILIATION = new Printed<>(
            JobCommands::reconciliationReport, r -> Json.object("tasksExamined", r.tasksExamined(), "tasksRepaired",
            r.tasksRepaired(), "tasksSkipped", r.tasksSkipped(), "deadlinesExamined", r.deadlinesExamined(),
            "deadlinesRepaired", r.deadlinesRepaired(), "deadlinesSkipped", r.deadlinesSkipped()));

    static String relayReport(RelayReport r) {
        return "relay: examined=" + r.examined() + " published=" + r.published() + " failed=" + r.failed()
                + " alreadyPublished=" + r.alreadyPublished() + " snapshotsRepaired=" + r.snapshotsRepaired()
                + " snapshotsSkipped=" + r.snapshotsSkipped() + " repairsUnfinished=" + r.repairsUnfinished()
                + " duplicates=" + r.duplicates();
    }

    static String backfillReport(BackfillReport r) {
        return "backfill: examined=" + r.examined() + " migrated=" + r.migrated() + switch (r.stoppedBy()) {
            case END_OF_TABLE -> " (finished)";
            case ITEM_BUDGET -> " (stopped by --max-items)";
            case CANCELLED -> " (cancelled)";
        } + (r.unfinishedSegments().isEmpty() ? "" : " unfinished segments: " + r.unfinishedSegments().size()
                + ", resume with --resume " + r.resumeToken());
    }

    static String reconciliationReport(ReconciliationReport r) {
        return "reconciled: tasks " + r.tasksRepaired() + "/" + r.tasksExamined() + " repaired ("
                + r.tasksSkipped() + " skipped), deadlines " + r.deadlinesRepaired() + "/" + r.deadlinesExamined()
                + " repaired (" + r.deadlinesSkipped() + " skipped)";
    }
}

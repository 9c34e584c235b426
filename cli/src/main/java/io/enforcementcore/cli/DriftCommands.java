package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.SweepSnapshotDrift;
import io.enforcementcore.application.query.DriftReport;
import io.enforcementcore.application.query.DriftReport.Drift;
import io.enforcementcore.application.query.DriftReport.SnapshotKind;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.worker.DriftSweepWorkerSettings;
import io.enforcementcore.workbench.Json;
import io.enforcementcore.workbench.Progress;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The drift sweep of snapshots: the backstop of the relay's repairs, walking the store as the backfill does. */
final class DriftCommands {
    private DriftCommands() {
    }

    @Command(name = "sweep-drift",
            description = "Find every task and deadline whose case title differs from its case's, repair it (only "
                    + "if unchanged since read) and report found, repaired and skipped by kind; walks the whole "
                    + "table like backfill (segmented, throttled, resumable scan).")
    static final class SweepDrift extends OperatorCommand {
        @Mixin
        ScanOptions scan;

        @Mixin
        FollowOptions follow;

        @Option(names = "--interval-seconds", defaultValue = "3600", paramLabel = "<seconds>",
                description = "With --follow: the rest after each sweep (default: ${DEFAULT-VALUE}).")
        long intervalSeconds;

        @Override
        int run(EnforcementCore core, Principal operator, Output output) {
            Map<Integer, String> resumeFrom = scan.resumeFrom();
            if (follow.follow) {
                DriftSweepWorkerSettings settings = FollowOptions.settings(() -> DriftSweepWorkerSettings.builder()
                        .sweep(new SweepSnapshotDrift(scan.segments, scan.parallel, scan.itemsPerSecond,
                                scan.readUnitsPerSecond, scan.maxItems, resumeFrom, null))
                        .interval(Duration.ofSeconds(intervalSeconds)).gracePeriod(follow.grace()).build());
                return Following.follow(core.workers().driftSweep(operator, settings), output, follow.grace(), SWEEP);
            }
            try (Progress progress = Progress.start("sweep-drift", 0, System.err)) {
                return output.report(core.sweepSnapshotDrift(operator, new SweepSnapshotDrift(scan.segments,
                        scan.parallel, scan.itemsPerSecond, scan.readUnitsPerSecond, scan.maxItems, resumeFrom,
                        progress::stepTo)), SWEEP, Map.of());
            }
        }
    }

    private static final Printed<DriftReport> SWEEP = new Printed<>(DriftCommands::sweepReport, DriftCommands::json);

    static String sweepReport(DriftReport r) {
        StringJoiner kinds = new StringJoiner(", ");
        for (SnapshotKind kind : SnapshotKind.values()) {
            Drift drift = r.of(kind);
            kinds.add(name(kind) + " found=" + drift.found() + " repaired=" + drift.repaired() + " skipped="
                    + drift.skipped());
        }
        return "sweep: examined=" + r.examined() + "; " + kinds
                + (r.unfinishedSegments().isEmpty() ? " (finished)"
                        : "; unfinished segments: " + r.unfinishedSegments().size() + ", resume with --resume "
                                + r.resumeToken());
    }

    private static Map<String, Object> json(DriftReport r) {
        Map<String, Object> byKind = new LinkedHashMap<>();
        for (SnapshotKind kind : SnapshotKind.values()) {
            Drift drift = r.of(kind);
            byKind.put(name(kind), Json.object("found", drift.found(), "repaired", drift.repaired(),
                    "skipped", drift.skipped()));
        }
        return Json.object("examined", r.examined(), "drift", byKind, "finished", r.unfinishedSegments().isEmpty(),
                "resume", r.resumeToken());
    }

    /** taskCaseTitle, deadlineCaseTitle: the kind as JSON names its fields. */
    private static String name(SnapshotKind kind) {
        String[] words = kind.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder name = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            name.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return name.toString();
    }
}

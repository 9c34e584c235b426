package io.enforcementcore.application;

import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.port.ForMigratingItems.MigrationStep;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * C14: migrates every item to the current schema through {@code ForMigratingItems}, the only walk over
 * the whole table. Segments are worked one after the other in steps of at most {@value #MAX_STEP}
 * items, and the run is paced so that, on average since it started, it examines no more than
 * {@code itemsPerSecond} items per second.
 *
 * <p>Resuming: a run that stops early (at {@code maxItems}, or when its thread is interrupted) reports
 * each unfinished segment as {@code "segment:position"}; a segment it never started has an empty
 * position. Passed back as {@code resumeFrom}, those entries make the next run work exactly those
 * segments, each from its position (an empty position means from the start). With an empty
 * {@code resumeFrom}, every segment is worked from the start. Re-running over migrated items is safe: the
 * port only rewrites items that are not current.
 */
final class BackfillJob {
    private static final Logger LOG = LoggerFactory.getLogger(BackfillJob.class);
    static final int MAX_STEP = 100;
    static final int MAX_SEGMENTS = 1_000_000;

    private final Wiring wiring;

    BackfillJob(Wiring wiring) {
        this.wiring = wiring;
    }

    Either<Rejection, BackfillReport> run(Principal principal, Backfill command) {
        return AccessPolicy.runPlatformJobs(principal, "run a backfill")
                .flatMap(allowed -> PlanningRefusals.caught(() -> startingPositions(command)))
                .map(positions -> new Run(command, positions).toEnd());
    }

    /** Segment to resume position (none: from the start), in segment order. */
    private static TreeMap<Integer, Option<String>> startingPositions(Backfill command) {
        int segments = PlanningRefusals.inRange("totalSegments", command.totalSegments(), 1, MAX_SEGMENTS);
        PlanningRefusals.inRange("itemsPerSecond", command.itemsPerSecond(), 1, Integer.MAX_VALUE);
        PlanningRefusals.inRange("maxItems", command.maxItems(), 0, Integer.MAX_VALUE);
        TreeMap<Integer, Option<String>> positions = new TreeMap<>();
        if (command.resumeFrom().isEmpty()) {
            for (int segment = 0; segment < segments; segment++) {
                positions.put(segment, Option.none());
            }
            return positions;
        }
        for (Map.Entry<Integer, String> resume : command.resumeFrom().entrySet()) {
            if (resume.getKey() < 0 || resume.getKey() >= segments) {
                throw new InvalidValue("resumeFrom", "segment " + resume.getKey() + " is not one of the "
                        + segments + " segments");
            }
            positions.put(resume.getKey(), Option.of(resume.getValue()).filter(position -> !position.isEmpty()));
        }
        return positions;
    }

    private final class Run {
        private final Backfill command;
        private final TreeMap<Integer, Option<String>> unfinished;
        private final Instant startedAt = wiring.now();
        private int examined;
        private int migrated;

        Run(Backfill command, TreeMap<Integer, Option<String>> positions) {
            this.command = command;
            this.unfinished = positions;
        }

        BackfillReport toEnd() {
            LOG.info("C14 backfill started: {} segments to work, {} items per second at most", unfinished.size(),
                    command.itemsPerSecond());
            while (!unfinished.isEmpty() && mayContinue()) {
                int segment = unfinished.firstKey();
                Option<String> position = unfinished.get(segment);
                pace();
                MigrationStep step = wiring.storage().migration().migrate(segment, command.totalSegments(),
                        position, stepSize());
                if (step.resumeFrom().isDefined() && step.resumeFrom().equals(position)) {
                    throw new IllegalStateException("the migration of segment " + segment + " did not advance");
                }
                examined += step.examined();
                migrated += step.migrated();
                command.progress().accept(examined);
                LOG.debug("C14 segment {}: {} examined, {} migrated in this step", segment, step.examined(),
                        step.migrated());
                if (step.resumeFrom().isEmpty()) {
                    unfinished.remove(segment);
                    LOG.info("C14 backfill: segment {} done; {} items examined, {} migrated so far, {} segments left",
                            segment, examined, migrated, unfinished.size());
                } else {
                    unfinished.put(segment, step.resumeFrom());
                }
            }
            if (Thread.currentThread().isInterrupted()) {
                LOG.warn("C14 backfill cancelled after {} items examined; {} segments unfinished, resumable from"
                        + " the positions the report lists", examined, unfinished.size());
            } else if (!unfinished.isEmpty()) {
                LOG.info("C14 backfill stopped at its budget of {} items; {} segments unfinished, resumable from"
                        + " the positions the report lists", command.maxItems(), unfinished.size());
            } else {
                LOG.info("C14 backfill finished: {} items examined, {} migrated", examined, migrated);
            }
            return new BackfillReport(examined, migrated, unfinishedSegments());
        }

        private boolean mayContinue() {
            boolean underBudget = command.maxItems() == 0 || examined < command.maxItems();
            return underBudget && !Thread.currentThread().isInterrupted();
        }

        private int stepSize() {
            int step = Math.min(MAX_STEP, command.itemsPerSecond());
            return command.maxItems() == 0 ? step : Math.min(step, command.maxItems() - examined);
        }

        /** Waits until the items examined so far fit the rate: the next step may start no earlier. */
        private void pace() {
            long dueMillis = (long) examined * 1000L / command.itemsPerSecond();
            Duration wait = Duration.between(wiring.now(), startedAt.plusMillis(dueMillis));
            if (!wait.isNegative() && !wait.isZero()) {
                wiring.sleeper().sleep(wait);
            }
        }

        private List<String> unfinishedSegments() {
            List<String> report = new ArrayList<>();
            unfinished.forEach((segment, position) -> report.add(segment + ":" + position.getOrElse("")));
            return report;
        }
    }
}

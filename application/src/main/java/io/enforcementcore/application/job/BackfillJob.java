package io.enforcementcore.application.job;

import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.PlanningRefusals;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.port.ForMigratingItems;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Map;
import java.util.TreeMap;

/**
 * C14: migrates every item to the current schema through {@code ForMigratingItems}, the only walk over
 * the whole table. Up to {@code parallel} segments are worked at once (at most {@value #MAX_PARALLEL}),
 * each in steps of at most {@value #MAX_STEP} items, and every worker draws from one
 * {@link SharedRateLimit}, so that all of them together examine no more than {@code itemsPerSecond} items
 * (and read no more than {@code readUnitsPerSecond} read units, as the store reports them) per second, with
 * at most one second's worth at once, however long the run stalled. With {@code maxItems}, the run examines
 * exactly that many items while any are left, whatever the number of workers, and its report says whether
 * the budget or the end of the table stopped it.
 *
 * <p>Resuming: a run that stops early (at {@code maxItems}, or when its thread is interrupted) reports
 * each unfinished segment as {@code "segment:position"}; a segment it never started has an empty
 * position. Passed back as {@code resumeFrom}, those entries make the next run work exactly those
 * segments, each from its position (an empty position means from the start). With an empty
 * {@code resumeFrom}, every segment is worked from the start. Re-running over migrated items is safe: the
 * port only rewrites items that are not current.
 */
public final class BackfillJob {
    static final int MAX_STEP = 100;
    static final int MAX_SEGMENTS = 1_000_000;
    static final int MAX_PARALLEL = 64;

    private final Wiring wiring;

    public BackfillJob(Wiring wiring) {
        this.wiring = wiring;
    }

    public Either<Rejection, BackfillReport> run(Principal principal, Backfill command) {
        return AccessPolicy.runPlatformJobs(principal, "run a backfill")
                .flatMap(allowed -> PlanningRefusals.caught(() -> startingPositions(command,
                        wiring.storage().migration())))
                .map(positions -> new BackfillRun(wiring, command, positions).toEnd());
    }

    /**
     * Segment to resume position (none: from the start), in segment order. Every position is checked by the
     * store before the run starts, since a resume token comes back from outside: one the store would not
     * resume from refuses the whole run, before anything is read or written.
     */
    static TreeMap<Integer, Option<String>> startingPositions(Backfill command, ForMigratingItems walk) {
        int segments = PlanningRefusals.inRange("totalSegments", command.totalSegments(), 1, MAX_SEGMENTS);
        PlanningRefusals.inRange("parallel", command.parallel(), 1, MAX_PARALLEL);
        PlanningRefusals.inRange("itemsPerSecond", command.itemsPerSecond(), 1, Integer.MAX_VALUE);
        PlanningRefusals.inRange("readUnitsPerSecond", command.readUnitsPerSecond(), 0, Integer.MAX_VALUE);
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
            Option<String> position = Option.of(resume.getValue()).filter(at -> !at.isEmpty());
            Option<ForMigratingItems.PositionRefused> refused =
                    position.flatMap(at -> walk.checkPosition(resume.getKey(), segments, at));
            if (refused.isDefined()) {
                throw new InvalidValue("resumeFrom", "the position of segment " + resume.getKey() + " is refused: "
                        + refused.get().reason());
            }
            positions.put(resume.getKey(), position);
        }
        return positions;
    }

}

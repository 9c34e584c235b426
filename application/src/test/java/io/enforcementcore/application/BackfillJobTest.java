package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.domain.port.ForMigratingItems.MigrationStep;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BackfillJobTest {
    private final FakeStorage storage = new FakeStorage();
    private final UseCaseFixtures.ManualClock clock = new UseCaseFixtures.ManualClock(NOON);
    private final List<Duration> sleeps = new ArrayList<>();
    private final List<String> calls = new ArrayList<>();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
            .withClock(clock)
            .withSleeper(duration -> {
                sleeps.add(duration);
                clock.advance(duration);
            })
            .build();

    /** Each segment holds {@code itemsPerSegment} items; positions are the count of items done so far. */
    private void segmentsOf(int itemsPerSegment) {
        storage.migration = (segment, total, resumeFrom, maxItems) -> {
            calls.add(segment + "@" + resumeFrom.getOrElse("start") + "x" + maxItems);
            int done = resumeFrom.map(Integer::parseInt).getOrElse(0);
            int step = Math.min(maxItems, itemsPerSegment - done);
            Option<String> next = done + step < itemsPerSegment ? Option.some(Integer.toString(done + step))
                    : Option.none();
            return new MigrationStep(step, step / 2, next, step * 0.5);
        };
    }

    @Test
    void keeps_to_the_rate_by_waiting_on_the_clock() {
        segmentsOf(35);
        List<Instant> stepStarts = new ArrayList<>();
        FakeStorage.MigrationScript counting = storage.migration;
        storage.migration = (segment, total, resumeFrom, maxItems) -> {
            stepStarts.add(clock.now());
            return counting.migrate(segment, total, resumeFrom, maxItems);
        };

        BackfillReport report = core.backfill(anOperator(), new Backfill(1, 10, 0, Map.of(), null)).get();

        assertEquals(new BackfillReport(35, 17, List.of(), BackfillReport.StoppedBy.END_OF_TABLE), report);
        assertEquals(List.of(NOON, NOON.plusSeconds(1), NOON.plusSeconds(2), NOON.plusSeconds(3)), stepStarts);
        assertEquals(Duration.ofSeconds(3), sleeps.stream().reduce(Duration.ZERO, Duration::plus));
    }

    @Test
    void does_not_wait_when_the_work_itself_is_slower_than_the_rate() {
        segmentsOf(30);
        FakeStorage.MigrationScript slow = storage.migration;
        storage.migration = (segment, total, resumeFrom, maxItems) -> {
            clock.advance(Duration.ofSeconds(5));
            return slow.migrate(segment, total, resumeFrom, maxItems);
        };

        core.backfill(anOperator(), new Backfill(1, 10, 0, Map.of(), null)).get();

        assertTrue(sleeps.isEmpty(), sleeps::toString);
    }

    @Test
    void stops_at_max_items_and_reports_where_each_unfinished_segment_resumes() {
        segmentsOf(30);
        List<Integer> progress = new ArrayList<>();

        BackfillReport report = core.backfill(anOperator(), new Backfill(3, 1000, 45, Map.of(), progress::add)).get();

        assertEquals(45, report.examined());
        assertEquals(BackfillReport.StoppedBy.ITEM_BUDGET, report.stoppedBy());
        assertEquals(List.of("1:15", "2:"), report.unfinishedSegments());
        assertEquals(List.of(30, 45), progress);
    }

    @Test
    void a_resumed_run_works_only_the_reported_segments_from_their_positions() {
        segmentsOf(30);

        BackfillReport report = core.backfill(anOperator(),
                new Backfill(3, 1000, 0, Map.of(1, "15", 2, ""), null)).get();

        assertEquals(List.of("1@15x100", "2@startx100"), calls);
        assertEquals(new BackfillReport(45, 22, List.of(), BackfillReport.StoppedBy.END_OF_TABLE), report);
    }

    @Test
    void refuses_a_resume_position_for_a_segment_that_does_not_exist() {
        Rejection refused = core.backfill(anOperator(), new Backfill(2, 100, 0, Map.of(2, "7"), null)).getLeft();

        assertEquals("resumeFrom", ((Rejection.InvalidInput) refused).field());
        assertTrue(calls.isEmpty());
    }

    @Test
    void only_platform_operators_run_it() {
        Rejection refused = core.backfill(UseCaseFixtures.aSupervisor(), new Backfill(1, 10, 0, Map.of(), null)).getLeft();

        assertInstanceOf(Rejection.Forbidden.class, refused);
    }
}

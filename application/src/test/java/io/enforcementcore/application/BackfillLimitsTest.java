package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.query.BackfillReport.StoppedBy;
import io.enforcementcore.domain.port.ForMigratingItems.MigrationStep;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The backfill's limits hold with several workers: exactly {@code maxItems} items, a rate with a bounded
 * burst, and read units as the store reports them. Time is a shared clock that only sleeps move, so no test
 * waits or measures the wall clock.
 */
class BackfillLimitsTest {
    /** Items in each of eight segments: uneven, one empty, 128 in all. */
    private static final int[] SEGMENT_ITEMS = {28, 3, 0, 41, 17, 9, 22, 8};
    private static final int ALL_ITEMS = 128;

    private final FakeStorage storage = new FakeStorage();
    private final AtomicReference<Instant> clock = new AtomicReference<>(NOON);
    /**
     * The time each thread last read: when a worker's step starts, the time its limit let it go. Another
     * worker's sleep may move the shared clock on between that and the store's call, which real time would not.
     */
    private final ThreadLocal<Instant> lastRead = new ThreadLocal<>();
    private final List<StepStart> steps = new ArrayList<>();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
            .withClock(this::readTheClock)
            .withSleeper(this::sleepOnTheClock)
            .build();

    /** A step as the store saw it start: when, how many items it examined, the read units it reported. */
    private record StepStart(Instant at, int examined, double readUnits) {
    }

    private Instant readTheClock() {
        Instant now = clock.get();
        lastRead.set(now);
        return now;
    }

    /** A sleeper wakes when the clock it slept on has moved by the wait; other sleepers share the clock. */
    private void sleepOnTheClock(Duration wait) {
        Instant wakeAt = clock.get().plus(wait);
        clock.updateAndGet(now -> now.isBefore(wakeAt) ? wakeAt : now);
    }

    /** Segments of {@link #SEGMENT_ITEMS}; each item costs {@code unitsPerItem}; a step may stall the clock. */
    private void segments(double unitsPerItem, Duration firstStepStalls) {
        segments(SEGMENT_ITEMS, unitsPerItem, firstStepStalls);
    }

    private void segments(int[] items, double unitsPerItem, Duration firstStepStalls) {
        storage.migration = (segment, total, resumeFrom, maxItems) -> {
            int done = resumeFrom.map(Integer::parseInt).getOrElse(0);
            int step = Math.min(maxItems, items[segment] - done);
            synchronized (steps) {
                steps.add(new StepStart(lastRead.get() != null ? lastRead.get() : clock.get(), step, step * unitsPerItem));
                if (steps.size() == 1) {
                    clock.updateAndGet(now -> now.plus(firstStepStalls));
                }
            }
            Option<String> next = done + step < items[segment] ? Option.some(Integer.toString(done + step))
                    : Option.none();
            return new MigrationStep(step, 0, next, step * unitsPerItem);
        };
    }

    private BackfillReport run(int parallel, int itemsPerSecond, int readUnitsPerSecond, int maxItems,
                               Map<Integer, String> resumeFrom) {
        return core.backfill(anOperator(), new Backfill(SEGMENT_ITEMS.length, parallel, itemsPerSecond,
                readUnitsPerSecond, maxItems, resumeFrom, null)).get();
    }

    private int examinedByTheStore() {
        synchronized (steps) {
            return steps.stream().mapToInt(StepStart::examined).sum();
        }
    }

    @ParameterizedTest(name = "{0} workers, at most {1} items")
    @CsvSource({"2, 40", "4, 40", "2, 1", "4, 57", "4, 127", "2, 128"})
    void examines_exactly_max_items_with_any_number_of_workers_and_says_the_budget_stopped_it(int parallel,
                                                                                               int maxItems) {
        segments(0.5, Duration.ZERO);

        BackfillReport stopped = run(parallel, 1000, 0, maxItems, Map.of());

        assertEquals(maxItems, stopped.examined());
        assertEquals(maxItems, examinedByTheStore());
        assertEquals(maxItems < ALL_ITEMS ? StoppedBy.ITEM_BUDGET : StoppedBy.END_OF_TABLE, stopped.stoppedBy());
        if (maxItems < ALL_ITEMS) {
            Map<Integer, String> resumeFrom = stopped.unfinishedSegments().stream().collect(Collectors.toMap(
                    entry -> Integer.parseInt(entry.substring(0, entry.indexOf(':'))),
                    entry -> entry.substring(entry.indexOf(':') + 1)));
            assertEquals(ALL_ITEMS - maxItems, run(parallel, 1000, 0, 0, resumeFrom).examined(),
                    "the resumed run examines every item the first left, and no other");
        }
    }

    @ParameterizedTest(name = "{0} workers")
    @CsvSource({"2", "4"})
    void a_budget_larger_than_the_table_ends_with_the_table(int parallel) {
        segments(0.5, Duration.ZERO);

        BackfillReport finished = run(parallel, 1000, 0, 500, Map.of());

        assertEquals(new BackfillReport(ALL_ITEMS, 0, List.of(), StoppedBy.END_OF_TABLE), finished);
    }

    @Test
    void after_a_stall_the_next_second_starts_on_no_more_than_a_second_s_worth_of_items() {
        segments(0.5, Duration.ofSeconds(60));

        run(1, 10, 0, 0, Map.of());

        Instant stallEnded = NOON.plusSeconds(60);
        int atOnce = steps.stream().filter(step -> step.at().equals(stallEnded)).mapToInt(StepStart::examined).sum();
        assertEquals(10, atOnce, "a full bucket of one second's worth, not the sixty seconds it stalled");
    }

    @ParameterizedTest(name = "{0} workers")
    @CsvSource({"1", "2", "4"})
    void all_workers_together_start_on_no_more_than_the_bucket_and_the_rate_allow(int parallel) {
        segments(0.5, Duration.ofSeconds(30));

        run(parallel, 10, 0, 0, Map.of());

        assertEquals(ALL_ITEMS, examinedByTheStore());
        // one step of slack per other worker: a sleeper's wake moves the one simulated clock for every worker at
        // once, so a step taken just before it can be seen as started just after
        assertWithinBucket(StepStart::examined, 10, 10, (parallel - 1) * 10);
    }

    @ParameterizedTest(name = "{0} workers")
    @CsvSource({"1", "2", "4"})
    void read_units_are_charged_as_the_store_reports_them_not_one_per_item(int parallel) {
        int[] hundredEach = {100, 100, 100, 100, 100, 100, 100, 100};
        segments(hundredEach, 3.0, Duration.ZERO);

        core.backfill(anOperator(), new Backfill(hundredEach.length, parallel, 1000, 30, 0, Map.of(), null)).get();

        assertEquals(2400.0, steps.stream().mapToDouble(StepStart::readUnits).sum());
        // a worker's first step goes out at the least a page costs, before any cost is known: its excess is
        // waited out by the steps after it
        double firstSteps = parallel * 30 * 3.0;
        assertWithinBucket(StepStart::readUnits, 30, 30, firstSteps);
        Duration took = Duration.between(NOON, steps.stream().map(StepStart::at).max(Comparator.naturalOrder()).get());
        assertTrue(took.getSeconds() >= (2400 - 30 - firstSteps - 90) / 30,
                "2400 units at 30 a second take over a minute, where one unit an item would take 27 s: " + took);
    }

    /**
     * Over every stretch between two step starts, what the steps started on is within the bucket: its capacity,
     * the rate times the stretch, and {@code slack} (what could not be known before a step ran).
     */
    private void assertWithinBucket(ToDoubleFunction<StepStart> amount, double capacity,
                                    double ratePerSecond, double slack) {
        List<StepStart> inOrder = steps.stream().sorted(Comparator.comparing(StepStart::at)).toList();
        for (int from = 0; from < inOrder.size(); from++) {
            double started = 0;
            for (int to = from; to < inOrder.size(); to++) {
                started += amount.applyAsDouble(inOrder.get(to));
                double seconds = Duration.between(inOrder.get(from).at(), inOrder.get(to).at()).toNanos() / 1e9;
                double allowed = capacity + ratePerSecond * seconds + slack;
                assertTrue(started <= allowed + 1e-9, started + " started over " + seconds + " s, where the bucket"
                        + " allows " + allowed + "; steps: " + inOrder);
            }
        }
    }
}

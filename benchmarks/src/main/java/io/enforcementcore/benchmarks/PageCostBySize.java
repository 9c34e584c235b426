package io.enforcementcore.benchmarks;

import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** A first page of 25 against the size of the collection it is cut from: it should not grow with it. */
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PageCostBySize {
    private static final PageQuery PAGE_OF_25 = PageQuery.first(25);

    @State(Scope.Benchmark)
    public static class TimelineState {
        @Param({"100", "10000", "100000"})
        int events;
        MemoryWorld world;
        CaseId caseId;

        @Setup
        public void setUp() {
            world = new MemoryWorld();
            caseId = world.openCase();
            for (int i = 1; i < events; i++) {
                world.createTask(caseId, i);
            }
        }
    }

    @State(Scope.Benchmark)
    public static class Deadlines {
        @Param({"100", "100000"})
        int deadlines;
        MemoryWorld world;

        @Setup
        public void setUp() {
            world = new MemoryWorld();
            CaseId caseId = world.openCase();
            for (int i = 0; i < deadlines; i++) {
                world.addDeadline(caseId, i);
            }
        }
    }

    @State(Scope.Benchmark)
    public static class Cases {
        @Param({"100", "50000"})
        int cases;
        MemoryWorld world;

        @Setup
        public void setUp() {
            world = new MemoryWorld();
            for (int i = 0; i < cases; i++) {
                world.openCase();
            }
        }
    }

    @Benchmark
    public Object ap02TimelinePage(TimelineState state) {
        return state.world.core.timeline(RecordedCase.OFFICER, state.caseId, PAGE_OF_25);
    }

    @Benchmark
    public Object ap04OverdueDeadlinesPage(Deadlines state) {
        return state.world.core.openDeadlinesDueBy(RecordedCase.OFFICER, MemoryWorld.DUE.plusSeconds(10_000_000L * 60),
                PAGE_OF_25);
    }

    @Benchmark
    public Object ap12CasesInStatusPage(Cases state) {
        return state.world.core.casesInStatus(RecordedCase.OFFICER, CaseStatus.UNDER_REVIEW, PAGE_OF_25);
    }
}

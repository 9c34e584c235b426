package io.enforcementcore.benchmarks;

import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Title;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The in-memory store through the use cases against the same work on a raw ConcurrentSkipListMap:
 * a get (AP01), 25 entries of a sub-map (AP02, AP03), a get plus three puts (C02, C04).
 */
@State(Scope.Benchmark)
// a heap of fixed size, touched before the run, as for StoreVersusSkipList
@Fork(jvmArgs = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class FacadeVersusSkipList {
    private static final PageQuery PAGE_OF_25 = PageQuery.first(25);
    private MemoryWorld world;
    private CaseId caseId;
    private int taskNumber;
    private RawSkipList raw;
    private long rawWrites;

    /** A world and a raw map of their own for every iteration, as {@link StoreVersusSkipList} has, for its reasons. */
    @Setup(Level.Iteration)
    public void setUp() {
        world = new MemoryWorld();
        raw = new RawSkipList();
        caseId = world.openCase();
        for (int i = 0; i < 30; i++) {
            world.createTask(caseId, i);
        }
        // a refusal would measure the refusal: prove each measured call is answered, and with what it reads
        CaseId moving = world.openCase();
        for (long version = 1; version <= PortChanges.STEPS_BETWEEN_OPEN_STATUSES; version++) {
            world.core.transitionCase(RecordedCase.OFFICER, MovingCase.nextTransition(moving, version)).get();
        }
        world.core.caseMetadata(RecordedCase.OFFICER, caseId).get();
        requireFullPage(AccessPatternId.AP02.id(), world.core.timeline(RecordedCase.OFFICER, caseId, PAGE_OF_25).get().items());
        requireFullPage(AccessPatternId.AP03.id(), world.core.openTasksOfAssignee(RecordedCase.OFFICER, MemoryWorld.ASSIGNEE, PAGE_OF_25)
                .get().items());
    }

    private static void requireFullPage(String accessPattern, List<?> page) {
        if (page.size() != 25) {
            throw new IllegalStateException(accessPattern + " answered " + page.size() + " items, not a page of 25");
        }
    }

    /**
     * Each call moves a case one status on ({@link OpenStatusWalk}), every third call's set-up opening the next
     * case (not timed), as in {@link StoreVersusSkipList}. A state of its own, so that only the transition's
     * calls open one: set up on the benchmark's own state, a case was opened before every call of every
     * benchmark here, reads included.
     */
    @State(Scope.Thread)
    public static class MovingCase {
        private final OpenStatusWalk walk = new OpenStatusWalk();

        static TransitionCase nextTransition(CaseId caseId, long version) {
            return new TransitionCase(caseId, version, PortChanges.nextStatusAt(version));
        }

        @Setup(Level.Iteration)
        public void forgetTheLastWorld() {
            walk.restart();
        }

        @Setup(Level.Invocation)
        public void stepOn(FacadeVersusSkipList shared) {
            walk.step(shared.world::openCase);
        }
    }

    @Benchmark
    public Object ap01Facade() {
        return world.core.caseMetadata(RecordedCase.OFFICER, caseId);
    }

    @Benchmark
    public Object ap01RawGet() {
        return raw.get();
    }

    @Benchmark
    public Object ap02Facade() {
        return world.core.timeline(RecordedCase.OFFICER, caseId, PAGE_OF_25);
    }

    @Benchmark
    public Object ap03Facade() {
        return world.core.openTasksOfAssignee(RecordedCase.OFFICER, MemoryWorld.ASSIGNEE, PAGE_OF_25);
    }

    @Benchmark
    public Object rawSubMapOf25() {
        return raw.pageOf25();
    }

    @Benchmark
    public Object c02Facade(MovingCase moving) {
        return Landed.required(world.core.transitionCase(RecordedCase.OFFICER,
                MovingCase.nextTransition(moving.walk.caseId(), moving.walk.version())));
    }

    @Benchmark
    public Object c04Facade() {
        return Landed.required(world.core.createTask(RecordedCase.OFFICER, new CreateTask(caseId, new Title("Task"),
                MemoryWorld.ASSIGNEE, MemoryWorld.DUE.plusSeconds(taskNumber++))));
    }

    @Benchmark
    public Object rawGetAndThreePuts() {
        return raw.getAndThreePuts("CASE#case-042#", rawWrites++);
    }
}

package io.enforcementcore.benchmarks;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The in-memory store at its ports, against the same work on a raw {@code ConcurrentSkipListMap}: a get
 * (AP01), 25 entries of a sub-map (AP02 timeline, AP03 an assignee's queue, of one classification and merged
 * from three whose tasks interleave by due time), a get plus three puts (C02,
 * C04 commits). Each commit's change set is built before the call and not timed: what is measured is the
 * store. Run with {@code -t 2} as well as {@code -t 1}: each thread commits on its own case, so two threads
 * show whether commits on different cases wait for each other, in a tenant of each thread's own and in one.
 */
@State(Scope.Benchmark)
// a heap of fixed size, touched before the run: a growing heap's fresh pages cost a fault each on first use,
// and one single-threaded C04 run fell from 150,000 to 60,000 commits a second over iterations with no collection
@Fork(jvmArgs = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
// ten warm-up seconds: with two threads on two cores, the JIT shares the cores with both, and five were not enough
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class StoreVersusSkipList {
    private static final PageRequest PAGE_OF_25 = PageRequest.first(25);
    private StoragePorts store;
    private RawSkipList raw;
    private CaseId readCase;

    /** One thread's own keys in the raw map; the raw work has no tenant, so it runs once, not per tenancy. */
    @State(Scope.Thread)
    public static class RawWriter {
        private final String prefix = "CASE#" + PortChanges.nextId("raw") + "#";
        private long writes;
    }

    /**
     * One thread's own case to commit on. With {@code ownTenant}, the case is in a tenant of the thread's own,
     * so that two threads' commits share no partition of the table, and of the indexes only the pending outbox's
     * shards, which every tenant's announcements go to (a C02 writes one, a C04 none); without, all threads'
     * cases are in the readers' tenant, and their commits write the same index partitions (its status lists,
     * the officer's queue), as DynamoDB's would.
     */
    @State(Scope.Thread)
    public static class Writer {
        @Param({"true", "false"})
        public boolean ownTenant;
        private PortChanges changes;
        private CaseId ownCase;
        private int tasks;

        @Setup(Level.Iteration)
        public void openOwnCase(StoreVersusSkipList shared) {
            changes = ownTenant ? PortChanges.ofNewTenant() : PortChanges.SHARED;
            ownCase = changes.open(shared.store.changes());
        }
    }

    /**
     * Each call moves a case one status on ({@link OpenStatusWalk}); every third call's set-up opens the next
     * case (not timed), and the collector's pauses copying what opening left live fall less into timed calls.
     */
    @State(Scope.Thread)
    public static class TransitionState {
        private final OpenStatusWalk walk = new OpenStatusWalk();
        private ChangeSet transition;

        @Setup(Level.Iteration)
        public void forgetTheLastStore() {
            walk.restart();
        }

        @Setup(Level.Invocation)
        public void buildNext(StoreVersusSkipList shared, Writer writer) {
            walk.step(() -> writer.changes.open(shared.store.changes()));
            transition = writer.changes.transition(walk.caseId(), walk.version());
        }
    }

    /** The next task creation on the thread's own case, built before the call (not timed), as a transition is. */
    @State(Scope.Thread)
    public static class TaskCreation {
        private ChangeSet creation;

        @Setup(Level.Invocation)
        public void buildNext(Writer writer) {
            creation = writer.changes.taskCreation(writer.ownCase, writer.tasks++);
        }
    }

    /**
     * A store and a raw map of their own for every iteration: the commits leave their items live (a C02 call
     * some 1.1 KB with its share of the case its set-up opens, at over a hundred thousand calls a second), and in one store kept for the whole run each
     * iteration measured a larger heap than the one before.
     */
    @Setup(Level.Iteration)
    public void setUp() {
        store = InMemoryStorage.create();
        raw = new RawSkipList();
        readCase = PortChanges.SHARED.open(store.changes());
        for (int i = 0; i < 30; i++) {
            commit(PortChanges.SHARED.taskCreation(readCase, i));
        }
        // the officer's queue in two more classifications, due between the first's: every range feeds the merge
        for (Classification classification : List.of(Classification.RESTRICTED, Classification.CONFIDENTIAL)) {
            CaseId classified = PortChanges.SHARED.open(store.changes(), classification);
            int offset = classification.ordinal() * 20;
            for (int i = 0; i < 30; i++) {
                commit(PortChanges.SHARED.taskCreation(classified, classification,
                        PortChanges.DUE.plusSeconds(i * 60L + offset)));
            }
        }
        // a refusal or a short page would measure the wrong thing: prove each measured call does its work
        requirePage(AccessPatternId.AP02.id(), store.cases().timeline(PortChanges.TENANT, readCase, PAGE_OF_25).items());
        requirePage(AccessPatternId.AP03.id(), store.views().openTasksOfAssignee(PortChanges.TENANT, PortChanges.OFFICER,
                DueWindow.any(), Classification.PUBLIC, PAGE_OF_25).items());
        requirePage(AccessPatternId.AP03.id() + " merged", ap03StoreMerged().items());
        if (store.cases().metadata(PortChanges.TENANT, readCase).isEmpty()) {
            throw new IllegalStateException("AP01 found no case");
        }
        CaseId moving = PortChanges.SHARED.open(store.changes());
        for (long version = 1; version <= PortChanges.STEPS_BETWEEN_OPEN_STATUSES; version++) {
            commit(PortChanges.SHARED.transition(moving, version));
        }
    }

    private void commit(ChangeSet changes) {
        store.changes().commit(changes).getOrElseThrow(rejection -> new IllegalStateException(rejection.toString()));
    }

    private static void requirePage(String accessPattern, List<?> page) {
        if (page.size() != 25) {
            throw new IllegalStateException(accessPattern + " answered " + page.size() + " items, not a page of 25");
        }
    }

    @Benchmark
    public Object ap01Store() {
        return store.cases().metadata(PortChanges.TENANT, readCase);
    }

    @Benchmark
    public Object ap01RawGet() {
        return raw.get();
    }

    @Benchmark
    public Object ap02Store() {
        return store.cases().timeline(PortChanges.TENANT, readCase, PAGE_OF_25);
    }

    @Benchmark
    public Object ap03Store() {
        return store.views().openTasksOfAssignee(PortChanges.TENANT, PortChanges.OFFICER, DueWindow.any(),
                Classification.PUBLIC, PAGE_OF_25);
    }

    /** Three ranges, one per classification, merged by due time. */
    @Benchmark
    public Page<Task> ap03StoreMerged() {
        return store.views().openTasksOfAssignee(PortChanges.TENANT, PortChanges.OFFICER, DueWindow.any(),
                Classification.CONFIDENTIAL, PAGE_OF_25);
    }

    @Benchmark
    public Object rawSubMapOf25() {
        return raw.pageOf25();
    }

    @Benchmark
    public Object c02Store(TransitionState fresh) {
        return Landed.required(store.changes().commit(fresh.transition));
    }

    @Benchmark
    public Object c04Store(TaskCreation next) {
        return Landed.required(store.changes().commit(next.creation));
    }

    @Benchmark
    public Object rawGetAndThreePuts(RawWriter writer) {
        return raw.getAndThreePuts(writer.prefix, writer.writes++);
    }
}

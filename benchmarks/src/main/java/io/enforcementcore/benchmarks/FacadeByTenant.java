package io.enforcementcore.benchmarks;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
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
 * The use cases' C02 and C04 with each thread an officer of an agency of its own, against the raw map's get
 * and three puts under a prefix of each thread's own: run with {@code -t 1} and then {@code -t 2}, the ratio
 * of the two runs' throughputs is how the facade scales on two threads that share no case and no tenant,
 * beside the raw map's own ratio in the same run. {@link FacadeVersusSkipList}'s writers share one case, so
 * it cannot say this.
 */
@State(Scope.Benchmark)
// a heap of fixed size, touched before the run, as for StoreVersusSkipList
@Fork(jvmArgs = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
// ten warm-up seconds, as StoreVersusSkipList's, for the same reason
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FacadeByTenant {
    private EnforcementCore core;
    private RawSkipList raw;

    /** A facade and a raw map of their own for every iteration, as {@link StoreVersusSkipList} has, for its reasons. */
    @Setup(Level.Iteration)
    public void setUp() {
        core = EnforcementCoreBuilder.on(InMemoryStorage.create()).build();
        raw = new RawSkipList();
    }

    /** An officer of an agency no other thread works for, with a case of their own and a raw prefix of their own. */
    @State(Scope.Thread)
    public static class Officer {
        private final Principal principal = Principal.of(PortChanges.nextId("agency"), "officer-1",
                Classification.CONFIDENTIAL, Role.OFFICER, Role.SUPERVISOR);
        private final String rawPrefix = "CASE#" + PortChanges.nextId("raw") + "#";
        private CaseId taskCase;
        private int tasks;
        private long rawWrites;

        @Setup(Level.Iteration)
        public void openOwnCase(FacadeByTenant shared) {
            taskCase = open(shared.core);
        }

        CaseId open(EnforcementCore core) {
            return Landed.required(core.openCase(principal, new OpenCase(new ExternalRef(PortChanges.nextId("EXT")),
                    new Title("Benchmark case"), new RiskScore(5), Classification.PUBLIC, new OrgId("org-1")))).caseId();
        }
    }

    /** The next transition of the officer's walk, a case opened (not timed) every third call, as elsewhere. */
    @State(Scope.Thread)
    public static class TransitionStep {
        private final OpenStatusWalk walk = new OpenStatusWalk();
        /** The facade and officer the walk's case was opened by, which the transition names too. */
        private EnforcementCore openedOn;
        private Principal openedBy;

        @Setup(Level.Invocation)
        public void stepOn(FacadeByTenant shared, Officer officer) {
            if (openedOn != shared.core || openedBy != officer.principal) {
                walk.restart();
                openedOn = shared.core;
                openedBy = officer.principal;
            }
            walk.step(() -> officer.open(shared.core));
        }
    }

    @Benchmark
    public Object c02Facade(TransitionStep step) {
        return Landed.required(step.openedOn.transitionCase(step.openedBy, FacadeVersusSkipList.MovingCase.nextTransition(
                step.walk.caseId(), step.walk.version())));
    }

    @Benchmark
    public Object c04Facade(Officer officer) {
        return Landed.required(core.createTask(officer.principal, new CreateTask(officer.taskCase, new Title("Task"),
                MemoryWorld.ASSIGNEE, MemoryWorld.DUE.plusSeconds(officer.tasks++))));
    }

    @Benchmark
    public Object rawGetAndThreePuts(Officer officer) {
        return raw.getAndThreePuts(officer.rawPrefix, officer.rawWrites++);
    }
}

package io.enforcementcore.workbench;

import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.workbench.Catalog.CaseRef;
import io.enforcementcore.workbench.Catalog.WorkRef;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Fills the store through the real use cases, so every item passed the real rules: the cases of one
 * seeding lane ({@link SeedLanes}) are opened one after another over the plan's span of simulated time,
 * and each is worked as its shape says (parties, tasks, deadlines, evidence, day-to-day changes, then its
 * way along the lifecycle).
 */
final class Seeder {
    private final Actions actions;
    private final Catalog catalog;
    private final SimulatedClock clock;
    private final DemoPlan plan;
    private final Random random;
    private final int hotTasks;

    Seeder(Actions actions, Catalog catalog, SimulatedClock clock, DemoPlan plan, Random random, int hotTasks) {
        this.actions = actions;
        this.catalog = catalog;
        this.clock = clock;
        this.plan = plan;
        this.random = random;
        this.hotTasks = hotTasks;
    }

    /**
     * One case of the plan: its place in the opening order (which sets its opening time and age), its
     * tenant and reference number, and whether it is the hot case.
     */
    record PlannedCase(int index, DemoTenant tenant, int reference, boolean hot) {
    }

    /** Opens and works {@code cases}, in order, out of {@code total} in the whole plan; {@code caseDone} after each. */
    void seed(List<PlannedCase> cases, int total, Runnable caseDone) {
        Duration gap = plan.span().dividedBy(total);
        for (PlannedCase planned : cases) {
            clock.advanceTo(plan.start().plus(gap.multipliedBy(planned.index())));
            double age = 1.0 - (double) planned.index() / total;
            CaseShape shape = planned.hot() ? CaseShape.hot(hotTasks) : CaseShape.ordinary(random, age);
            Option<CaseRef> seeded = actions.openNumbered(planned.tenant(), planned.reference(), random);
            seeded.forEach(ref -> work(ref, shape));
            if (planned.hot()) {
                seeded.forEach(catalog::markHot);
            }
            caseDone.run();
        }
    }

    private void work(CaseRef ref, CaseShape shape) {
        tick();
        for (int i = 0; i < shape.parties(); i++) {
            actions.linkParty(ref, random).forEach(linked -> tick());
        }
        List<WorkRef<TaskHandle>> tasks = new ArrayList<>();
        for (int i = 0; i < shape.tasks(); i++) {
            actions.createTask(ref, random).forEach(tasks::add);
            tick();
        }
        List<WorkRef<DeadlineHandle>> deadlines = new ArrayList<>();
        for (int i = 0; i < shape.deadlines(); i++) {
            actions.addDeadline(ref, random).forEach(deadlines::add);
            tick();
        }
        for (int i = 0; i < shape.evidence(); i++) {
            actions.attachEvidence(ref, random);
            tick();
        }
        dayToDay(ref, shape, tasks);
        finishWork(shape.target(), tasks, deadlines);
        while (ref.status != shape.target() && actions.advance(ref, random).isDefined()) {
            tick();
        }
    }

    private void dayToDay(CaseRef ref, CaseShape shape, List<WorkRef<TaskHandle>> tasks) {
        for (WorkRef<TaskHandle> task : tasks) {
            if (random.nextInt(100) < shape.reassignPercent()) {
                actions.reassign(task, random);
                tick();
            }
            if (random.nextInt(100) < shape.reschedulePercent()) {
                actions.reschedule(task, random);
                tick();
            }
        }
        if (random.nextInt(100) < 15) {
            actions.changeRisk(ref, random);
            tick();
        }
        if (random.nextInt(100) < 5) {
            actions.rename(ref, random);
            tick();
        }
    }

    /** The further along a case gets, the more of its work is done; a case is closed only when all of it is. */
    private void finishWork(CaseStatus target, List<WorkRef<TaskHandle>> tasks,
                            List<WorkRef<DeadlineHandle>> deadlines) {
        int stage = target.ordinal();
        boolean closing = target == CaseStatus.CLOSED;
        for (WorkRef<TaskHandle> task : tasks) {
            if (closing || random.nextInt(100) < 20 * stage) {
                actions.complete(task, random);
                tick();
            }
        }
        for (WorkRef<DeadlineHandle> deadline : deadlines) {
            if (closing || random.nextInt(100) < 15 * stage) {
                actions.resolve(deadline, random);
                tick();
            }
        }
    }

    /** Time passes between two steps of the work: one to twenty minutes. */
    private void tick() {
        clock.advance(Duration.ofMinutes(1 + random.nextInt(20)));
    }
}

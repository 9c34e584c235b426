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
 * Fills the store through the real use cases, so every item passed the real rules: cases are opened
 * one after another over the plan's span of simulated time, and each is worked as its shape says
 * (parties, tasks, deadlines, evidence, day-to-day changes, then its way along the lifecycle).
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

    void seed(Progress progress) {
        List<DemoTenant> order = plan.openingOrder(random);
        Duration gap = plan.span().dividedBy(order.size());
        boolean hotSeeded = false;
        for (int i = 0; i < order.size(); i++) {
            clock.advanceTo(plan.start().plus(gap.multipliedBy(i)));
            DemoTenant tenant = order.get(i);
            boolean hot = !hotSeeded && tenant == plan.bigTenant();
            double age = 1.0 - (double) i / order.size();
            Option<CaseRef> seeded = seedCase(tenant, hot ? CaseShape.hot(hotTasks) : CaseShape.ordinary(random, age));
            if (hot && seeded.isDefined()) {
                catalog.markHot(seeded.get());
                hotSeeded = true;
            }
            progress.stepTo(i + 1);
        }
    }

    private Option<CaseRef> seedCase(DemoTenant tenant, CaseShape shape) {
        Option<CaseRef> opened = actions.openCase(tenant, random);
        opened.forEach(ref -> work(ref, shape));
        return opened;
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

package io.enforcementcore.workbench;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.domain.port.ForMintingIds;
import io.enforcementcore.workbench.Seeder.PlannedCase;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Seeds the plan's cases in lanes side by side, a thread each, as a service's request threads would
 * write: lane {@code k} takes every {@link #LANES}-th case of the opening order from the {@code k}-th on.
 * Each lane has its own use cases over the one store, with its own clock, ids, random numbers and
 * catalog, and every case's reference number is fixed by the plan, so a run from one seed writes the
 * same data however the threads interleave. The lanes' catalogs are joined in lane order at the end,
 * and the world's clock moves on to the latest lane's.
 */
final class SeedLanes {
    /** Two lanes: a machine of two cores, the smallest the project runs on, keeps both busy. */
    static final int LANES = 2;

    /** Builds the use cases one lane runs on: the world's store and wiring, the lane's clock and ids. */
    interface Cores {
        EnforcementCore build(SimulatedClock clock, ForMintingIds ids);
    }

    private record Lane(Seeder seeder, Catalog catalog, SimulatedClock clock, List<PlannedCase> cases) {
    }

    private SeedLanes() {
    }

    static void seed(DemoWorld world, Invoker invoker, int hotTasks, Progress progress) {
        DemoPlan plan = world.plan();
        List<PlannedCase> planned = plan(plan, world.random());
        List<Lane> lanes = new ArrayList<>();
        for (int k = 0; k < LANES; k++) {
            long laneSeed = world.random().nextLong();
            SimulatedClock clock = new SimulatedClock(plan.start());
            Catalog catalog = new Catalog(plan.tenants());
            // as the world's own ids: the first tenant's id carries the run tag, so runs sharing a table mint apart
            EnforcementCore core = world.cores().build(clock,
                    new SeededIds(laneSeed ^ plan.tenants().get(0).id().hashCode()));
            Seeder seeder = new Seeder(new Actions(core, catalog, clock, invoker), catalog, clock, plan,
                    new Random(laneSeed), hotTasks);
            List<PlannedCase> own = new ArrayList<>();
            for (int i = k; i < planned.size(); i += LANES) {
                own.add(planned.get(i));
            }
            lanes.add(new Lane(seeder, catalog, clock, own));
        }
        run(lanes, planned.size(), progress);
        Instant latest = plan.start();
        for (Lane lane : lanes) {
            world.catalog().absorb(lane.catalog());
            latest = lane.clock().now().isAfter(latest) ? lane.clock().now() : latest;
        }
        world.clock().advanceTo(latest);
        for (DemoTenant tenant : plan.tenants()) {
            tenant.referencesTakenUpTo(tenant.plannedCases());
            tenant.sortLinkedParties();
        }
    }

    /** Every case in opening order with its tenant's next reference number; the big tenant's first is hot. */
    private static List<PlannedCase> plan(DemoPlan plan, Random random) {
        List<DemoTenant> order = plan.openingOrder(random);
        Map<DemoTenant, Integer> numbers = new HashMap<>();
        List<PlannedCase> planned = new ArrayList<>(order.size());
        boolean hotPlanned = false;
        for (int i = 0; i < order.size(); i++) {
            DemoTenant tenant = order.get(i);
            boolean hot = !hotPlanned && tenant == plan.bigTenant();
            hotPlanned |= hot;
            planned.add(new PlannedCase(i, tenant, numbers.merge(tenant, 1, Integer::sum), hot));
        }
        return planned;
    }

    private static void run(List<Lane> lanes, int total, Progress progress) {
        AtomicLong done = new AtomicLong();
        Runnable caseDone = () -> {
            long now = done.incrementAndGet();
            synchronized (progress) {
                progress.stepTo(now);
            }
        };
        ExecutorService threads = Executors.newFixedThreadPool(lanes.size());
        try {
            List<Future<?>> running = new ArrayList<>();
            for (Lane lane : lanes) {
                running.add(threads.submit(() -> lane.seeder().seed(lane.cases(), total, caseDone)));
            }
            for (Future<?> lane : running) {
                lane.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while seeding", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException("a seeding lane failed", e.getCause());
        } finally {
            threads.shutdownNow();
        }
    }
}

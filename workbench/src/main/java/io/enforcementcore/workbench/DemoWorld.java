package io.enforcementcore.workbench;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.observation.ForObservingCommands;
import java.nio.ByteBuffer;
import java.util.Random;

/**
 * The demo's use cases on a store and what they know of it: a clock moved by hand while seeding, ids,
 * cursor secret and every random choice drawn from one seed, a channel that accepts every event, and
 * the catalog of what was created.
 */
record DemoWorld(EnforcementCore core, Catalog catalog, SimulatedClock clock, AcceptingChannel channel,
                 DemoPlan plan, Random random, SeedLanes.Cores cores) {

    static DemoWorld on(MeasuredStore store, DemoPlan plan, long seed) {
        return on(store, plan, seed, ForObservingCommands.NONE);
    }

    static DemoWorld on(MeasuredStore store, DemoPlan plan, long seed, ForObservingCommands commandObserver) {
        SimulatedClock clock = new SimulatedClock(plan.start());
        AcceptingChannel channel = new AcceptingChannel();
        byte[] secret = secret(seed);
        SeedLanes.Cores cores = (coreClock, ids) -> EnforcementCoreBuilder.on(store.ports())
                .publishingTo(channel)
                .withClock(coreClock)
                .withIds(ids)
                .withCursorSecret(secret)
                .observedBy(commandObserver)
                .build();
        EnforcementCore core = cores.build(clock, new SeededIds(seed ^ plan.tenants().get(0).id().hashCode()));
        return new DemoWorld(core, new Catalog(plan.tenants()), clock, channel, plan, new Random(seed), cores);
    }

    /** Seeds the plan's cases through the use cases, in lanes side by side, each command through {@code invoker}. */
    void seed(Invoker invoker, int hotTasks) {
        try (Progress progress = Progress.start("seeding cases", plan.totalCases(), System.err)) {
            SeedLanes.seed(this, invoker, hotTasks, progress);
        }
    }

    Actions actions(Invoker invoker) {
        return new Actions(core, catalog, clock, invoker);
    }

    /** The cursor secret follows the seed too: the demo's cursors never leave the process. */
    private static byte[] secret(long seed) {
        ByteBuffer bytes = ByteBuffer.allocate(32);
        Random random = new Random(~seed);
        while (bytes.hasRemaining()) {
            bytes.putLong(random.nextLong());
        }
        return bytes.array();
    }
}

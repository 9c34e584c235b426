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
                 DemoPlan plan, Random random) {

    static DemoWorld on(MeasuredStore store, DemoPlan plan, long seed) {
        return on(store, plan, seed, ForObservingCommands.NONE);
    }

    static DemoWorld on(MeasuredStore store, DemoPlan plan, long seed, ForObservingCommands commandObserver) {
        SimulatedClock clock = new SimulatedClock(plan.start());
        AcceptingChannel channel = new AcceptingChannel();
        EnforcementCore core = EnforcementCoreBuilder.on(store.ports())
                .publishingTo(channel)
                .withClock(clock)
                .withIds(new SeededIds(seed ^ plan.tenants().get(0).id().hashCode()))
                .withCursorSecret(secret(seed))
                .observedBy(commandObserver)
                .build();
        return new DemoWorld(core, new Catalog(plan.tenants()), clock, channel, plan, new Random(seed));
    }

    /** Seeds the plan's cases through the use cases, each command through {@code invoker}. */
    void seed(Invoker invoker, int hotTasks) {
        try (Progress progress = Progress.start("seeding cases", plan.totalCases(), System.err)) {
            new Seeder(actions(invoker), catalog, clock, plan, random, hotTasks).seed(progress);
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

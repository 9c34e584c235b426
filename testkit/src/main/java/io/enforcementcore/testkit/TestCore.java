package io.enforcementcore.testkit;

import io.enforcementcore.adapters.inmemory.InMemoryEventChannel;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.domain.port.StoragePorts;
import java.nio.charset.StandardCharsets;

/**
 * One test's facade and what it was built with: a {@link FixedClock}, {@link SequentialIds}, an in-memory event
 * channel that keeps what the outbox relay publishes, and the {@link Given} that work through the facade.
 * Cursors are sealed with a fixed secret, so a cursor stays valid across facades of the same test.
 */
public final class TestCore {
    private static final byte[] CURSOR_SECRET = "testkit cursor secret, not for production"
            .getBytes(StandardCharsets.US_ASCII);

    private final EnforcementCore core;
    private final FixedClock clock;
    private final SequentialIds ids;
    private final InMemoryEventChannel events;
    private final Given given;
    private final String store;

    private TestCore(StoragePorts storage, String store) {
        this.clock = FixedClock.atStart();
        this.ids = SequentialIds.startingWith("id");
        this.events = InMemoryEventChannel.create();
        this.core = EnforcementCoreBuilder.on(storage).withClock(clock).withIds(ids).publishingTo(events)
                .withCursorSecret(CURSOR_SECRET).build();
        this.given = new Given(core, clock);
        this.store = store;
    }

    /** A facade on {@code storage}, which {@code store} names for messages (e.g. {@code in memory}). */
    public static TestCore on(StoragePorts storage, String store) {
        return new TestCore(storage, store);
    }

    public EnforcementCore core() {
        return core;
    }

    public FixedClock clock() {
        return clock;
    }

    public SequentialIds ids() {
        return ids;
    }

    /** What the outbox relay published, once a test ran it ({@code core().relayOutbox(...)}). */
    public InMemoryEventChannel events() {
        return events;
    }

    public Given given() {
        return given;
    }

    /** Which store the facade runs on: {@code in memory}, or the DynamoDB endpoint and table. */
    public String store() {
        return store;
    }
}

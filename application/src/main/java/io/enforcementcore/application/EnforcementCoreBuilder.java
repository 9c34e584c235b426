package io.enforcementcore.application;

import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.domain.port.ForMintingIds;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.domain.port.ForTellingTime;
import io.enforcementcore.domain.port.StoragePorts;
import io.vavr.control.Try;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * Builds the {@link EnforcementCore} facade on one store:
 * <pre>{@code
 * EnforcementCore core = EnforcementCoreBuilder.on(storagePorts)
 *         .publishingTo(channel)        // optional
 *         .withClock(clock)             // optional
 *         .withIds(ids)                 // optional
 *         .withCursorSecret(secret)     // optional
 *         .observedBy(commandObserver)  // optional
 *         .build();
 * }</pre>
 * Defaults: the system clock at millisecond precision; random UUIDs as ids; a random cursor secret per
 * built instance (so its cursors are only good with that instance: share a secret across instances
 * that serve the same callers); no event channel (the relay leaves every event pending and reports it
 * failed); no command observer. The built facade is thread-safe.
 */
public final class EnforcementCoreBuilder {
    private static final int DEFAULT_SECRET_BYTES = 32;

    private final StoragePorts storage;
    private ForPublishingEvents publisher = event ->
            Try.failure(new IllegalStateException("no event channel is configured"));
    /** Millisecond precision comes from {@link Wiring#now()}, which truncates every clock's reading. */
    private ForTellingTime clock = Instant::now;
    private ForMintingIds ids = () -> UUID.randomUUID().toString();
    private byte[] cursorSecret;
    private Sleeper sleeper = Sleeper.THREAD;
    private ForObservingCommands commandObserver = ForObservingCommands.NONE;

    private EnforcementCoreBuilder(StoragePorts storage) {
        this.storage = Objects.requireNonNull(storage, "storage");
    }

    public static EnforcementCoreBuilder on(StoragePorts storage) {
        return new EnforcementCoreBuilder(storage);
    }

    /** The channel the outbox relay (C13) publishes to. */
    public EnforcementCoreBuilder publishingTo(ForPublishingEvents publisher) {
        this.publisher = Objects.requireNonNull(publisher, "publisher");
        return this;
    }

    public EnforcementCoreBuilder withClock(ForTellingTime clock) {
        this.clock = Objects.requireNonNull(clock, "clock");
        return this;
    }

    public EnforcementCoreBuilder withIds(ForMintingIds ids) {
        this.ids = Objects.requireNonNull(ids, "ids");
        return this;
    }

    /**
     * The key that signs page cursors, at least {@value CursorCodec#MIN_SECRET_BYTES} bytes. Instances
     * built with the same secret accept each other's cursors.
     */
    public EnforcementCoreBuilder withCursorSecret(byte[] secret) {
        this.cursorSecret = CursorCodec.requireSecret(secret).clone();
        return this;
    }

    /** Hears how every command and job ended, and how long it took (metrics, for one). */
    public EnforcementCoreBuilder observedBy(ForObservingCommands commandObserver) {
        this.commandObserver = Objects.requireNonNull(commandObserver, "commandObserver");
        return this;
    }

    /** How paced jobs wait; tests pace without sleeping. */
    EnforcementCoreBuilder withSleeper(Sleeper sleeper) {
        this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
        return this;
    }

    public EnforcementCore build() {
        byte[] secret = cursorSecret != null ? cursorSecret : randomSecret();
        return new CoreFacade(new Wiring(storage, publisher, clock, ids, new CursorCodec(secret), sleeper,
                commandObserver));
    }

    private static byte[] randomSecret() {
        byte[] secret = new byte[DEFAULT_SECRET_BYTES];
        new SecureRandom().nextBytes(secret);
        return secret;
    }
}

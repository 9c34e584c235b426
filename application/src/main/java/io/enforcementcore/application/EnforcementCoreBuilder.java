package io.enforcementcore.application;

import io.enforcementcore.application.cursor.CursorCodec;
import io.enforcementcore.application.cursor.CursorKey;
import io.enforcementcore.application.cursor.CursorKeyRing;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.runtime.CaseProvenances;
import io.enforcementcore.application.runtime.Pacer;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.port.ForMintingIds;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.domain.port.ForTellingTime;
import io.enforcementcore.domain.port.StoragePorts;
import io.vavr.control.Try;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the {@link EnforcementCore} facade on one store:
 * <pre>{@code
 * EnforcementCore core = EnforcementCoreBuilder.on(storagePorts)
 *         .publishingTo(channel)        // optional
 *         .withClock(clock)             // optional
 *         .withIds(ids)                 // optional
 *         .withCursorSecret(secret)     // optional
 *         .idempotencyWindow(Duration.ofHours(24))          // optional
 *         .publishedEventRetention(Duration.ofDays(7))      // optional
 *         .observedBy(commandObserver)  // optional
 *         .build();
 * }</pre>
 * Defaults: the system clock at millisecond precision; random UUIDs as ids; a random cursor secret per
 * built instance (so its cursors are only good with that instance: share a secret across instances
 * that serve the same callers; a build that takes the random secret without
 * {@link #withCursorsForThisInstanceOnly()} logs a warning); no event channel (the relay leaves every event pending and reports it
 * failed); {@link RetentionPolicy#DEFAULT} retention (idempotency records a day, published events a
 * week); no command observer. The built facade is thread-safe.
 */
public final class EnforcementCoreBuilder {
    private static final Logger LOG = LoggerFactory.getLogger(EnforcementCoreBuilder.class);

    private final StoragePorts storage;
    private ForPublishingEvents publisher = event ->
            Try.failure(new IllegalStateException("no event channel is configured"));
    /** Millisecond precision comes from {@link Wiring#now()}, which truncates every clock's reading. */
    private ForTellingTime clock = Instant::now;
    private ForMintingIds ids = () -> UUID.randomUUID().toString();
    private CursorKeyRing cursorKeys;
    private boolean cursorsForThisInstanceOnly;
    private Pacer sleeper = Pacer.THREAD;
    private RetentionPolicy retention = RetentionPolicy.DEFAULT;
    private ForObservingCommands commandObserver = ForObservingCommands.NONE;
    private CaseProvenances provenances = new CaseProvenances(CaseProvenances.DEFAULT_SIZE);

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
     * The one secret that page cursors are sealed under, at least {@value CursorKey#MIN_SECRET_BYTES} bytes,
     * as the key {@value CursorKey#LONE_KEY_ID}. Instances built with the same secret accept each other's
     * cursors.
     *
     * @throws CursorKeysMisconfigured when the secret is too short
     */
    public EnforcementCoreBuilder withCursorSecret(byte[] secret) {
        return withCursorKeys(CursorKey.of(CursorKey.LONE_KEY_ID, secret));
    }

    /**
     * The keys page cursors are sealed under: {@code current} seals every new cursor, and a cursor sealed
     * under any of the keys is accepted. To rotate, make a new key current and keep the old one among
     * {@code stillAccepted} for as long as its cursors may come back (a cursor is good for one listing, so
     * minutes or hours, not months); once it is removed, its cursors are refused as issued under a key this
     * instance no longer holds.
     *
     * @throws CursorKeysMisconfigured when two keys share an id
     */
    public EnforcementCoreBuilder withCursorKeys(CursorKey current, CursorKey... stillAccepted) {
        List<CursorKey> newestFirst = new ArrayList<>();
        newestFirst.add(Objects.requireNonNull(current, "current"));
        newestFirst.addAll(Arrays.asList(stillAccepted));
        return withCursorKeys(newestFirst);
    }

    /**
     * The same as {@link #withCursorKeys(CursorKey, CursorKey...)} for keys listed newest first: the first
     * one seals new cursors.
     *
     * @throws CursorKeysMisconfigured when the list is empty or two keys share an id
     */
    public EnforcementCoreBuilder withCursorKeys(List<CursorKey> newestFirst) {
        this.cursorKeys = CursorKeyRing.of(newestFirst);
        return this;
    }

    /**
     * Seals page cursors under a random key of this instance's own, as the default does, without the warning
     * the default logs: for a process that never hands a cursor to another instance, or says so itself.
     * Keys given with {@link #withCursorSecret} or {@link #withCursorKeys} still win.
     */
    public EnforcementCoreBuilder withCursorsForThisInstanceOnly() {
        this.cursorsForThisInstanceOnly = true;
        return this;
    }

    /**
     * How long a retry under an idempotency key is answered with the first receipt; after it, the same
     * key runs as a new request. Positive, at most ten years; otherwise refused with the reason.
     */
    public EnforcementCoreBuilder idempotencyWindow(Duration window) {
        this.retention = retention.withIdempotencyWindow(window);
        return this;
    }

    /** How long an event is kept once published, for consumers to re-read; positive, at most ten years. */
    public EnforcementCoreBuilder publishedEventRetention(Duration retention) {
        this.retention = this.retention.withPublishedOutboxRetention(retention);
        return this;
    }

    /** Both windows at once. */
    public EnforcementCoreBuilder withRetention(RetentionPolicy retention) {
        this.retention = Objects.requireNonNull(retention, "retention");
        return this;
    }

    /** Hears how every command and job ended, and how long it took (metrics, for one). */
    public EnforcementCoreBuilder observedBy(ForObservingCommands commandObserver) {
        this.commandObserver = Objects.requireNonNull(commandObserver, "commandObserver");
        return this;
    }

    /**
     * How many cases' owner and classification this instance remembers (default 100,000): a command that
     * writes new records on a case it did not read copies them from here, or reads META once. Zero reads
     * META every time. Never stale: neither changes once a case is open.
     */
    public EnforcementCoreBuilder caseProvenanceCacheSize(int cases) {
        this.provenances = new CaseProvenances(cases);
        return this;
    }

    /** How paced jobs wait; tests pace without sleeping. */
    EnforcementCoreBuilder withSleeper(Pacer sleeper) {
        this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
        return this;
    }

    public EnforcementCore build() {
        SecureRandom random = new SecureRandom();
        if (cursorKeys == null && !cursorsForThisInstanceOnly) {
            // said at build, since otherwise nothing shows until a caller's second page is refused
            LOG.warn("EnforcementCore was built without cursor keys, so it seals page cursors under a random key"
                    + " of its own: every other instance, and this one after a restart, refuses them as invalid"
                    + " cursors. Give every instance that serves the same callers the same secret with"
                    + " EnforcementCoreBuilder.withCursorSecret(...) or withCursorKeys(...); or call"
                    + " withCursorsForThisInstanceOnly() if its cursors never leave it.");
        }
        CursorKeyRing keys = cursorKeys != null ? cursorKeys : CursorKeyRing.random(random);
        return new CoreFacade(new Wiring(storage, publisher, clock, ids, new CursorCodec(keys, random), sleeper,
                retention, commandObserver, provenances));
    }
}

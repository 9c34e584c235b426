package io.enforcementcore.domain.model;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * How long the platform keeps what it only needs for a while: the record of a command that ran under an
 * idempotency key, and an outbox event once it is published. The window is decided here; a store only
 * carries the instant a record expires at, and a record whose instant has come reads as absent.
 *
 * <p>Defaults, and why: an idempotency record is kept {@value #DEFAULT_IDEMPOTENCY_HOURS} hours, the
 * window common payment and cloud APIs give their idempotency keys, longer than any client's retry
 * horizon (a client that retries later than that is sending a new request); a published event is kept
 * {@value #DEFAULT_PUBLISHED_OUTBOX_DAYS} days, long enough for a consumer to re-read it after an incident
 * noticed over a weekend, short enough that the outbox does not grow into a second timeline.
 *
 * <p>Expiry instants are whole seconds, rounded up: a store's time-to-live counts seconds, and rounding
 * up never keeps a record for less than its window.
 */
public record RetentionPolicy(Duration idempotencyWindow, Duration publishedOutboxRetention) {
    public static final long DEFAULT_IDEMPOTENCY_HOURS = 24;
    public static final long DEFAULT_PUBLISHED_OUTBOX_DAYS = 7;
    /** Retention is for a while, not for ever: ten years bounds every expiry instant well inside the calendar. */
    public static final Duration LONGEST = Duration.ofDays(3650);
    public static final RetentionPolicy DEFAULT = new RetentionPolicy(Duration.ofHours(DEFAULT_IDEMPOTENCY_HOURS),
            Duration.ofDays(DEFAULT_PUBLISHED_OUTBOX_DAYS));

    public RetentionPolicy {
        requirePositive("idempotencyWindow", idempotencyWindow);
        requirePositive("publishedOutboxRetention", publishedOutboxRetention);
    }

    public RetentionPolicy withIdempotencyWindow(Duration window) {
        return new RetentionPolicy(window, publishedOutboxRetention);
    }

    public RetentionPolicy withPublishedOutboxRetention(Duration retention) {
        return new RetentionPolicy(idempotencyWindow, retention);
    }

    /** When the record of a command recorded at {@code recordedAt} stops answering retries. */
    public Instant idempotencyExpiry(Instant recordedAt) {
        return wholeSecondAfter(recordedAt.plus(idempotencyWindow));
    }

    /** When an event published at {@code publishedAt} stops being kept. */
    public Instant publishedOutboxExpiry(Instant publishedAt) {
        return wholeSecondAfter(publishedAt.plus(publishedOutboxRetention));
    }

    /**
     * When an event published before published events expired, whose expiry is therefore unstated, stops
     * being kept: the default retention, counted from its publication.
     */
    public static Instant unstatedPublishedOutboxExpiry(Instant publishedAt) {
        return DEFAULT.publishedOutboxExpiry(publishedAt);
    }

    /** The one rule of expiry: a record has expired from the instant it expires at, inclusive. */
    public static boolean hasExpired(Instant expiresAt, Instant asOf) {
        return !asOf.isBefore(expiresAt);
    }

    /** Expiry instants are whole seconds: what a store's time-to-live can hold without losing anything. */
    public static Instant requireWholeSeconds(String field, Instant expiresAt) {
        Timestamps.requireInRange(field, expiresAt);
        if (expiresAt.getNano() != 0) {
            throw new InvalidValue(field, "must be a whole second, was " + expiresAt);
        }
        return expiresAt;
    }

    private static Instant wholeSecondAfter(Instant instant) {
        Instant seconds = instant.truncatedTo(ChronoUnit.SECONDS);
        return seconds.equals(instant) ? seconds : seconds.plusSeconds(1);
    }

    private static void requirePositive(String field, Duration duration) {
        if (duration == null) {
            throw new InvalidValue(field, "must be given");
        }
        if (duration.isNegative() || duration.isZero()) {
            throw new InvalidValue(field, "must be a positive duration, was " + duration);
        }
        if (duration.compareTo(LONGEST) > 0) {
            throw new InvalidValue(field, "must be at most " + LONGEST.toDays() + " days, was " + duration);
        }
        if (duration.getNano() % 1_000_000 != 0) {
            throw new InvalidValue(field, "must be whole milliseconds, was " + duration);
        }
    }
}

package io.enforcementcore.domain.model;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * Who holds a lease, under which fence, until when. The fence counts the times the lease changed hands: a
 * write that names it lands only while nobody took the lease since, so an owner that stalled past its expiry
 * and woke up cannot act on what a new owner now holds.
 *
 * <p>Expiry is judged by the clock of whoever asks, never by the store's. That is safe while the clocks of
 * the fleet's instances differ by far less than a lease period, and an owner counts on its lease only up
 * to a margin before its expiry ({@link #safelyHeldBy}), so that a little skew never lets two instances
 * believe they hold one lease at once. The fence is what keeps a write safe when the assumption fails.
 */
public record Lease(LeaseName name, InstanceId owner, long fence, Instant expiresAt) {
    public Lease {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(expiresAt, "expiresAt");
        if (fence < 1) {
            throw new InvalidValue("fence", "must be at least 1, was " + fence);
        }
    }

    /** The first time anyone takes the lease. */
    public static Lease first(LeaseName name, InstanceId owner, Instant expiresAt) {
        return new Lease(name, owner, 1, expiresAt);
    }

    /** Whether a lease in this state may be taken at {@code now}: only once it has expired. */
    public boolean isFreeAt(Instant now) {
        return !now.isBefore(expiresAt);
    }

    /** Taken by {@code taker}: it changes hands, so the fence steps, even when the last owner takes it back. */
    public Lease takenBy(InstanceId taker, Instant until) {
        return new Lease(name, taker, fence + 1, until);
    }

    /** Whether this is still the lease {@code held} is: same owner, same fence (the expiry may have moved). */
    public boolean isStill(Lease held) {
        return owner.equals(held.owner) && fence == held.fence && name.equals(held.name);
    }

    public Lease renewedUntil(Instant until) {
        return new Lease(name, owner, fence, until);
    }

    /** Given up at {@code now}: free for anyone from then on, under the same fence until taken. */
    public Lease releasedAt(Instant now) {
        return new Lease(name, owner, fence, now);
    }

    /** Whether {@code instance} may still act under this lease at {@code now}, {@code margin} before it expires. */
    public boolean safelyHeldBy(InstanceId instance, Instant now, Duration margin) {
        return owner.equals(instance) && now.plus(margin).isBefore(expiresAt);
    }
}

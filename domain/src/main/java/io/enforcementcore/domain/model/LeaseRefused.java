package io.enforcementcore.domain.model;

import io.vavr.control.Option;
import java.util.Objects;

/**
 * Why a lease was not taken, renewed or released: another instance holds it, or the asker no longer holds
 * it as it thought. A lost race is an answer, not a failure. {@code found} is the lease as the store had it.
 */
public record LeaseRefused(LeaseName name, InstanceId asker, Option<Lease> found) {
    public LeaseRefused {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(asker, "asker");
        Objects.requireNonNull(found, "found");
    }

    /** A sentence for a person. */
    public String message() {
        return "lease " + name + " refused to " + asker + found.map(lease -> ": held by " + lease.owner()
                + " under fence " + lease.fence() + " until " + lease.expiresAt()).getOrElse(": it was never taken");
    }
}

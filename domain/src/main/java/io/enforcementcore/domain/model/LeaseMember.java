package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * An instance that takes part in sharing out a group's leases, alive as long as it keeps beating: an
 * instance that holds no lease yet is seen by the others through this, so that they make room for it.
 */
public record LeaseMember(LeaseGroup group, InstanceId instance, Instant expiresAt) {
    public LeaseMember {
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(instance, "instance");
        Objects.requireNonNull(expiresAt, "expiresAt");
    }

    public boolean isLiveAt(Instant now) {
        return now.isBefore(expiresAt);
    }
}

package io.enforcementcore.application.lease;

import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseName;

/**
 * Hears every change in the leases an instance holds: one it took, one it gave up to make room, one it lost
 * (its renewal was refused: another instance took it, most likely after this one stalled past its expiry).
 * Called on the thread that ticks; an implementation must be quick, thread-safe and must not throw. The
 * default, {@link #NONE}, does nothing; a worker forwards these to its meters.
 */
public interface ForObservingLeases {
    ForObservingLeases NONE = new ForObservingLeases() {
    };

    default void taken(Lease lease) {
    }

    default void released(Lease lease) {
    }

    default void lost(LeaseName name, InstanceId formerOwner) {
    }
}

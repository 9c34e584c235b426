package io.enforcementcore.application.observation;

import java.util.Objects;

/**
 * What one lease round of a worker changed, and what it holds after it: the leases it took, gave up (to make
 * room for the fleet, or leaving) and lost (another instance took one, or it lapsed), and how many it may act
 * under now. Reported on every round, changed or not, so that a gauge of leases held stays current.
 *
 * @param worker   {@value WorkerObservation#OUTBOX_RELAY} or {@value WorkerObservation#DRIFT_SWEEP}
 * @param group    the lease group (the outbox's shards, say)
 * @param held     the leases held after the round; 0 once the worker left
 */
public record LeaseObservation(String worker, String group, int taken, int released, int lost, int held) {
    public LeaseObservation {
        Objects.requireNonNull(worker, "worker");
        Objects.requireNonNull(group, "group");
    }

    public boolean changed() {
        return taken + released + lost > 0;
    }
}

package io.enforcementcore.domain.model;

/**
 * A set of leases shared out among the instances of a fleet, read together: the outbox's shards (one lease
 * per shard), or a job that only one instance may run at a time (a group of one lease).
 */
public record LeaseGroup(String value) {
    /** One lease per shard of the pending-outbox view. */
    public static final LeaseGroup OUTBOX_SHARDS = new LeaseGroup("outbox-shards");
    /** The one lease of the snapshot drift sweep. */
    public static final LeaseGroup DRIFT_SWEEP = new LeaseGroup("drift-sweep");

    public LeaseGroup {
        KeySafe.requireId("leaseGroup", value);
    }

    /** The group's lease number {@code index}. */
    public LeaseName lease(int index) {
        return new LeaseName(this, index);
    }

    @Override
    public String toString() {
        return value;
    }
}

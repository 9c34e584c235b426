package io.enforcementcore.domain.model;

/** Who a job acts as when no person does: the writer the records it changes name ({@link Audit#updatedBy()}). */
public final class SystemActors {
    /** The drift sweep, which repairs snapshots of case titles and party names (C12's repair). */
    public static final UserId DRIFT_SWEEP = new UserId("system:drift-sweep");
    /** The outbox relay, which repairs the case-title snapshots of a case whose rename it relays. */
    public static final UserId OUTBOX_RELAY = new UserId("system:outbox-relay");

    private SystemActors() {
    }
}

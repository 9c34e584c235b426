package io.enforcementcore.domain.catalog;

/** The design's commands, each one atomic: what a change set, a receipt and a storage report name. */
public enum CommandId implements Numbered {
    /** Open a case. */
    C01,
    /** Move a case along its lifecycle. */
    C02,
    /** Link a party to a case. */
    C03,
    /** Create a task. */
    C04,
    /** Reassign a task. */
    C05,
    /** Complete a task. */
    C06,
    /** Add a deadline. */
    C07,
    /** Meet or miss a deadline. */
    C08,
    /** Attach evidence. */
    C09,
    /** Reschedule a task. */
    C10,
    /** Change a case's risk score. */
    C11,
    /** Rename a case, and repair the title snapshots that drifted. */
    C12,
    /** Relay the outbox (a job). */
    C13,
    /** Backfill or migrate items (a job): the only scan. */
    C14,
    /** Change a case's external reference. */
    C15;

    @Override
    public String id() {
        return name();
    }
}

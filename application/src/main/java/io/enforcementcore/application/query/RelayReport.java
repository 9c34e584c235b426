package io.enforcementcore.application.query;

/**
 * What one run of the outbox relay (C13) did.
 *
 * @param snapshotsRepaired case-title snapshots of tasks and deadlines the run repaired while relaying renames
 * @param repairsUnfinished renames whose repair could not finish: they stay pending (counted failed too)
 *                          and the next run repairs and relays them again
 */
public record RelayReport(int examined, int published, int failed, int alreadyPublished, int snapshotsRepaired,
                          int repairsUnfinished) {

    /** A run that relayed no rename needing a repair. */
    public RelayReport(int examined, int published, int failed, int alreadyPublished) {
        this(examined, published, failed, alreadyPublished, 0, 0);
    }
}

package io.enforcementcore.application.query;

/**
 * What one run of the outbox relay (C13) did. It counts what landed, not what was tried.
 *
 * @param examined          pending events the run took up
 * @param published         events it published and marked published
 * @param failed            events that stay pending: their publishing failed, their mark failed, or their repair
 *                          did not finish
 * @param alreadyPublished  events published, whose mark found them no longer pending (another relay got there
 *                          first, or the pending view lagged)
 * @param snapshotsRepaired case-title snapshots of tasks and deadlines the run's repairs wrote while relaying
 *                          renames, as the store answered them landed (once each, a repair sent again after a
 *                          lost answer included)
 * @param snapshotsSkipped  repairs the store refused because the snapshot was no longer as read (see
 *                          {@link ReconciliationReport#tasksSkipped()}); the relay reads the case again in its
 *                          next pass, so a snapshot skipped in one pass may be counted repaired in the next
 * @param repairsUnfinished renames whose repair could not finish: they stay pending (counted failed too)
 *                          and the next run repairs and relays them again
 * @param duplicates        events published again that this relay had published before without its mark landing
 *                          (the store failed or refused it): consumers received them twice. Counted by this process
 *                          only, so a consumer may see more (after a restart, or from another instance)
 */
public record RelayReport(int examined, int published, int failed, int alreadyPublished, int snapshotsRepaired,
                          int snapshotsSkipped, int repairsUnfinished, int duplicates) {

    /** A run that published nothing twice. */
    public RelayReport(int examined, int published, int failed, int alreadyPublished, int snapshotsRepaired,
                       int snapshotsSkipped, int repairsUnfinished) {
        this(examined, published, failed, alreadyPublished, snapshotsRepaired, snapshotsSkipped, repairsUnfinished, 0);
    }

    /** This run and {@code other} together, as one. */
    public RelayReport plus(RelayReport other) {
        return new RelayReport(examined + other.examined, published + other.published, failed + other.failed,
                alreadyPublished + other.alreadyPublished, snapshotsRepaired + other.snapshotsRepaired,
                snapshotsSkipped + other.snapshotsSkipped, repairsUnfinished + other.repairsUnfinished,
                duplicates + other.duplicates);
    }

    /** A run that relayed no rename needing a repair. */
    public RelayReport(int examined, int published, int failed, int alreadyPublished) {
        this(examined, published, failed, alreadyPublished, 0, 0, 0, 0);
    }
}

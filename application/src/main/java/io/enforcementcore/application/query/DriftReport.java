package io.enforcementcore.application.query;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a drift sweep did: the records it examined, and for each kind of snapshot how many it found stale,
 * repaired, and skipped because the record changed between the read and the repair (a later sweep, or
 * the relay, picks those up). It counts what landed, not what was tried. {@code unfinishedSegments} and
 * {@link #resumeToken()} are the backfill's.
 */
public record DriftReport(int examined, Map<SnapshotKind, Drift> byKind, List<String> unfinishedSegments) {
    public DriftReport {
        byKind = java.util.Collections.unmodifiableMap(new TreeMap<>(byKind));
        unfinishedSegments = List.copyOf(unfinishedSegments);
    }

    /** The snapshots the platform keeps of another record. */
    public enum SnapshotKind {
        /** The case title a task shows. */
        TASK_CASE_TITLE,
        /** The case title a deadline shows. */
        DEADLINE_CASE_TITLE,
        /** The party name the edges of a link show, against the party's profile. */
        PARTY_NAME_ON_EDGES
    }

    /**
     * @param found    stale snapshots the sweep found, each counted once, as repaired or as skipped
     * @param repaired repairs the store answered as landed (a repair sent again after a lost answer that the
     *                 store found landed counts here, once)
     * @param skipped  repairs the store refused because the record was no longer as read (see
     *                 {@link ReconciliationReport#tasksSkipped()}); nothing was written by them
     */
    public record Drift(int found, int repaired, int skipped) {
        public static final Drift NONE = new Drift(0, 0, 0);

        public Drift plus(Drift other) {
            return new Drift(found + other.found, repaired + other.repaired, skipped + other.skipped);
        }
    }

    /** This sweep and a {@code later} one together: counts added, the later one's unfinished segments. */
    public DriftReport plus(DriftReport later) {
        Map<SnapshotKind, Drift> both = new java.util.EnumMap<>(SnapshotKind.class);
        both.putAll(byKind);
        later.byKind.forEach((kind, drift) -> both.merge(kind, drift, Drift::plus));
        return new DriftReport(examined + later.examined, both, later.unfinishedSegments);
    }

    public Drift of(SnapshotKind kind) {
        return byKind.getOrDefault(kind, Drift.NONE);
    }

    /** The one string from which a later sweep resumes every unfinished segment; empty when finished. */
    public String resumeToken() {
        return BackfillResumeToken.encode(unfinishedSegments);
    }
}

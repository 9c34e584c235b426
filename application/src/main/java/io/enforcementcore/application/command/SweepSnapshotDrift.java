package io.enforcementcore.application.command;

import java.util.Map;
import java.util.function.IntConsumer;

/**
 * The drift sweep: walks every record as the backfill (C14) does, with the same segments, workers, shared
 * rate limit ({@code itemsPerSecond}, {@code readUnitsPerSecond}, 0 = no read-unit limit), budget
 * ({@code maxItems}, 0 = no limit) and resume positions, and repairs every snapshot that no longer shows
 * what it copies. {@code progress} is told the running count of examined records.
 */
public record SweepSnapshotDrift(int totalSegments, int parallel, int itemsPerSecond, int readUnitsPerSecond,
                                 int maxItems, Map<Integer, String> resumeFrom, IntConsumer progress) {
    public SweepSnapshotDrift {
        resumeFrom = resumeFrom == null ? Map.of() : Map.copyOf(resumeFrom);
        progress = progress == null ? n -> { } : progress;
    }

    /** The walk the backfill's runner takes, with this sweep's settings. */
    public Backfill asWalk() {
        return new Backfill(totalSegments, parallel, itemsPerSecond, readUnitsPerSecond, maxItems, resumeFrom, progress);
    }
}

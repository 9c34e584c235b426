package io.enforcementcore.application.command;

import java.util.Map;
import java.util.function.IntConsumer;

/**
 * C14: migrate every item to the current schema, split into {@code totalSegments} segments worked
 * {@code parallel} at a time, all of them together at most {@code itemsPerSecond} items and
 * {@code readUnitsPerSecond} read units as the store reports them (0 = no read-unit limit), each limit
 * allowing at most one second's worth at once, stopping after exactly {@code maxItems} items (0 = no
 * limit). {@code resumeFrom} maps a segment to the position an earlier, interrupted run reported
 * for it (decoded from its resume token by {@code BackfillResumeToken}). {@code progress} is told the
 * running count of examined items.
 */
public record Backfill(int totalSegments, int parallel, int itemsPerSecond, int readUnitsPerSecond, int maxItems,
                       Map<Integer, String> resumeFrom, IntConsumer progress) {
    public Backfill {
        resumeFrom = resumeFrom == null ? Map.of() : Map.copyOf(resumeFrom);
        progress = progress == null ? n -> { } : progress;
    }

    /** One segment at a time, limited by items per second only. */
    public Backfill(int totalSegments, int itemsPerSecond, int maxItems, Map<Integer, String> resumeFrom,
                    IntConsumer progress) {
        this(totalSegments, 1, itemsPerSecond, 0, maxItems, resumeFrom, progress);
    }
}

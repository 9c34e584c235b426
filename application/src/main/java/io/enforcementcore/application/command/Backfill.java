package io.enforcementcore.application.command;

import java.util.Map;
import java.util.function.IntConsumer;

/**
 * C14: migrate every item to the current schema, {@code totalSegments} segments at a time, at most
 * {@code itemsPerSecond}, stopping after {@code maxItems} (0 = no limit). {@code resumeFrom} maps a
 * segment to the position an earlier, interrupted run reported for it. {@code progress} is told the
 * running count of examined items.
 */
public record Backfill(int totalSegments, int itemsPerSecond, int maxItems, Map<Integer, String> resumeFrom,
                       IntConsumer progress) {
    public Backfill {
        resumeFrom = resumeFrom == null ? Map.of() : Map.copyOf(resumeFrom);
        progress = progress == null ? n -> { } : progress;
    }
}

package io.enforcementcore.cli;

import io.enforcementcore.application.query.BackfillResumeToken;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * How a job walks the whole table (the backfill and the drift sweep share the walk): segments, how many at
 * once, the one limit they share, where to stop and where an interrupted run left off.
 */
final class ScanOptions {
    @Option(names = "--segments", defaultValue = "4",
            description = "Parallel scan segments (default: ${DEFAULT-VALUE}).")
    int segments;
    @Option(names = "--parallel", defaultValue = "1",
            description = "Segments worked at once, all under the same limits (default: ${DEFAULT-VALUE}).")
    int parallel;
    @Option(names = {"--items-per-second", "--rate"}, defaultValue = "500",
            description = "At most this many items per second, all segments together (default: ${DEFAULT-VALUE}).")
    int itemsPerSecond;
    @Option(names = "--read-units-per-second", defaultValue = "0",
            description = "At most this many read units per second, all segments together; 0 = no limit.")
    int readUnitsPerSecond;
    @Option(names = "--max-items", defaultValue = "0", description = "Stop after this many items, 0 = no limit.")
    int maxItems;
    @Option(names = "--resume", paramLabel = "TOKEN",
            description = "The resume token an interrupted run printed: only its unfinished segments are "
                    + "worked, each from its position.")
    String resume;

    /** The positions the resume token names; none without one. */
    Map<Integer, String> resumeFrom() {
        if (resume == null) {
            return Map.of();
        }
        try {
            return BackfillResumeToken.decode(resume);
        } catch (IllegalArgumentException badToken) {
            throw new CommandRefused("invalid-resume", "--resume: " + badToken.getMessage()
                    + "; give the token exactly as the interrupted run printed it");
        }
    }
}

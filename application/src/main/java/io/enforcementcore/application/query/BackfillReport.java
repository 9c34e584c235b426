package io.enforcementcore.application.query;

import java.util.List;

/** What a backfill run (C14) did; {@code unfinishedSegments} lists segments left when the run was stopped early. */
public record BackfillReport(int examined, int migrated, List<String> unfinishedSegments) {
    public BackfillReport {
        unfinishedSegments = List.copyOf(unfinishedSegments);
    }
}

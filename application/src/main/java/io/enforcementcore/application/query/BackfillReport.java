package io.enforcementcore.application.query;

import java.util.List;

/**
 * What a backfill run (C14) did; {@code unfinishedSegments} lists segments left when the run was stopped
 * early, as {@code "segment:position"}, and {@link #resumeToken()} carries them all in one string.
 */
public record BackfillReport(int examined, int migrated, List<String> unfinishedSegments) {
    public BackfillReport {
        unfinishedSegments = List.copyOf(unfinishedSegments);
    }

    /** The one string from which a later run resumes every unfinished segment; empty when finished. */
    public String resumeToken() {
        return BackfillResumeToken.encode(unfinishedSegments);
    }
}

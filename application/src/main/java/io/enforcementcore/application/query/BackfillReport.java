package io.enforcementcore.application.query;

import java.util.List;

/**
 * What a backfill run (C14) did: how many items it examined and migrated, and what stopped it;
 * {@code unfinishedSegments} lists segments left when the run was stopped early, as
 * {@code "segment:position"}, and {@link #resumeToken()} carries them all in one string.
 */
public record BackfillReport(int examined, int migrated, List<String> unfinishedSegments, StoppedBy stoppedBy) {
    public BackfillReport {
        unfinishedSegments = List.copyOf(unfinishedSegments);
        java.util.Objects.requireNonNull(stoppedBy, "stoppedBy");
    }

    /** Why a run ended. */
    public enum StoppedBy {
        /** Every segment was walked to its end. */
        END_OF_TABLE,
        /** It examined exactly the items it was allowed ({@code maxItems}); the rest are left to resume. */
        ITEM_BUDGET,
        /** Its thread was interrupted; what it examined is counted and the rest is left to resume. */
        CANCELLED
    }

    /** The one string from which a later run resumes every unfinished segment; empty when finished. */
    public String resumeToken() {
        return BackfillResumeToken.encode(unfinishedSegments);
    }
}

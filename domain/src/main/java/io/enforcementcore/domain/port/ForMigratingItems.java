package io.enforcementcore.domain.port;

import io.vavr.control.Option;

/**
 * Driven port for the backfill/migration job (C14), the only place a store may walk every record it
 * holds, in segments. Each call migrates at most {@code maxItems} records of one segment to the store's
 * current schema, each one only if it is unchanged since it was read, so the job can run beside live
 * traffic and be resumed or repeated safely.
 */
public interface ForMigratingItems {

    MigrationStep migrate(int segment, int totalSegments, Option<String> resumeFrom, int maxItems);

    /**
     * @param examined  records read in this step
     * @param migrated  records rewritten (the rest were current already, or changed under the job)
     * @param resumeFrom where the segment continues; empty when the segment is finished
     */
    record MigrationStep(int examined, int migrated, Option<String> resumeFrom) {
    }
}

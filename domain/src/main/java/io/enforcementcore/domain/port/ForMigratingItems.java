package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.vavr.control.Option;
import java.util.List;
import java.util.Objects;

/**
 * Driven port for the jobs that walk every record a store holds, in segments: the backfill/migration
 * (C14) and the drift sweep of snapshots, the only places a store may do so. Each call walks at most
 * {@code maxItems} records of one segment, and both methods walk the same segments the same way (a
 * position one hands out resumes the other), so the two jobs share one walker and one rate limit.
 */
public interface ForMigratingItems {

    /**
     * Migrates the records of the step to the store's current schema, each one only if it is unchanged
     * since it was read, so the job can run beside live traffic and be resumed or repeated safely.
     */
    MigrationStep migrate(int segment, int totalSegments, Option<String> resumeFrom, int maxItems);

    /**
     * Answers the records of the step that carry a snapshot of another record (the case title on tasks
     * and deadlines, the party name on the case's edge of a link), as stored, each with the revision it was read
     * at, and writes nothing; the caller compares and repairs through {@link ForStoringChanges}. Reads may be
     * eventually consistent: a repair is conditioned on what was read.
     */
    SnapshotStep snapshots(int segment, int totalSegments, Option<String> resumeFrom, int maxItems);

    /**
     * Answers what each record of the step says of where it belongs and who wrote it, as stored, and
     * writes nothing: the audit report's walk. Reads may be eventually consistent.
     */
    AuditStep audits(int segment, int totalSegments, Option<String> resumeFrom, int maxItems);

    /**
     * Whether the walk of {@code segment} of {@code totalSegments} can resume from {@code position}, asked before
     * any step takes it: a resume position comes back from outside (an operator's resume token), so a job asks
     * first and refuses one the store did not hand out, and the steps only ever take positions that passed.
     * Reads and writes nothing; a position from another segment is refused where the store can tell.
     *
     * @return none when the walk can resume from it; otherwise why not, in words that repeat nothing of it
     */
    Option<PositionRefused> checkPosition(int segment, int totalSegments, String position);

    /** Why a resume position is not one the store's walk hands out. */
    record PositionRefused(String reason) {
        public PositionRefused {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * @param examined  records read in this step
     * @param migrated  records rewritten (the rest were current already, or changed under the job)
     * @param resumeFrom where the segment continues; empty when the segment is finished
     * @param readCost   what reading the step cost, as the store itself reports it (a table's consumed read
     *                   capacity; 0 from a store that charges nothing): what a job paces its reads by
     */
    record MigrationStep(int examined, int migrated, Option<String> resumeFrom, double readCost) {
        public MigrationStep {
            Objects.requireNonNull(resumeFrom, "resumeFrom");
            if (!(readCost >= 0)) {
                throw new IllegalArgumentException("readCost must be a figure, not negative, was " + readCost);
            }
        }
    }

    /**
     * @param examined   records read in this step, whatever they are
     * @param tasks      the tasks among them
     * @param deadlines  the deadlines among them
     * @param links      the links among them, each once (by its case's edge; its twin repairs with it)
     * @param resumeFrom where the segment continues; empty when the segment is finished
     * @param readCost   what reading the step cost, as the store reports it; see {@link MigrationStep}
     */
    record SnapshotStep(int examined, List<AtRevision<Task>> tasks, List<AtRevision<Deadline>> deadlines,
                        List<AtRevision<CaseParty>> links, Option<String> resumeFrom, double readCost) {
        public SnapshotStep {
            tasks = List.copyOf(tasks);
            deadlines = List.copyOf(deadlines);
            links = List.copyOf(links);
            Objects.requireNonNull(resumeFrom, "resumeFrom");
            if (!(readCost >= 0)) {
                throw new IllegalArgumentException("readCost must be a figure, not negative, was " + readCost);
            }
        }
    }

    /**
     * @param examined   records read in this step
     * @param items      what each of them says of itself, in the order walked
     * @param resumeFrom where the segment continues; empty when the segment is finished
     */
    record AuditStep(int examined, List<ItemAudit> items, Option<String> resumeFrom) {
        public AuditStep {
            items = List.copyOf(items);
            Objects.requireNonNull(resumeFrom, "resumeFrom");
        }
    }

    /**
     * One record's stamp, named by its key as the key grammar writes it.
     *
     * @param audit none for a record written before records were stamped, or stamped only in part
     */
    record ItemAudit(String partitionKey, String sortKey, Option<Audit> audit) {
        public ItemAudit {
            Objects.requireNonNull(partitionKey, "partitionKey");
            Objects.requireNonNull(sortKey, "sortKey");
            Objects.requireNonNull(audit, "audit");
        }
    }
}

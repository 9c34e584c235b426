package io.enforcementcore.application.job;

import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.OutcomeUnknown;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Brings the case-title snapshots of one case's tasks (AP06) and deadlines (AP05) up to the title on
 * META, whoever asks: the relay when it relays a rename, the reconciliation command, the drift sweep.
 *
 * <p>Order-proof: each page of snapshots is read before the title it is compared with, and a repair
 * lands only where the snapshot is still as read, the title it showed and the revision it was at
 * ({@code ShowsCaseTitle}); the revision makes a repair sent again after a lost answer land at most once,
 * even where the title went back to the one it read meanwhile. So a repair never
 * writes back a title older than one another repair wrote after it read: two renames relayed in either
 * order, or twice, leave the snapshots at the title META holds when the last repair reads it. Repairs
 * go in change sets of at most {@value #BATCH}, attributed to C12; when a set is refused its repairs
 * are retried one by one, so that one item changed meanwhile costs only itself and is counted skipped.
 */
public final class SnapshotRepair {
    static final int BATCH = 25;
    private static final CommandId COMMAND = CommandId.C12;
    private static final int READ_PAGE = PageRequest.MAX_LIMIT;

    /** What one pass did for one kind of snapshot. */
    record Tally(int examined, int repaired, int skipped) {
        static final Tally NONE = new Tally(0, 0, 0);

        Tally plus(Tally other) {
            return new Tally(examined + other.examined, repaired + other.repaired, skipped + other.skipped);
        }
    }

    /** One pass over a case: tasks, then deadlines. */
    record CaseRepair(Tally tasks, Tally deadlines) {
        int repaired() {
            return tasks.repaired + deadlines.repaired;
        }

        int skipped() {
            return tasks.skipped + deadlines.skipped;
        }
    }

    private final Wiring wiring;

    public SnapshotRepair(Wiring wiring) {
        this.wiring = wiring;
    }

    /** The case's snapshots repaired, each change naming {@code by} as its writer. */
    CaseRepair repair(TenantId tenant, CaseId caseId, UserId by) {
        Tally tasks = repairAll(tenant, caseId, by,
                request -> wiring.storage().cases().tasksOfCaseAsRead(tenant, caseId, request),
                read -> read.value().caseTitle(),
                (read, title) -> TaskDecisions.refreshCaseTitle(read, title, by, wiring.now()));
        Tally deadlines = repairAll(tenant, caseId, by,
                request -> wiring.storage().cases().deadlinesOfCaseAsRead(tenant, caseId, request),
                read -> read.value().caseTitle(),
                (read, title) -> DeadlineDecisions.refreshCaseTitle(read, title, by, wiring.now()));
        return new CaseRepair(tasks, deadlines);
    }

    /** The title on META now; none when the case is not there. */
    Option<Title> titleNow(TenantId tenant, CaseId caseId) {
        return wiring.storage().cases().metadata(tenant, caseId).map(metadata -> metadata.title());
    }

    private <T> Tally repairAll(TenantId tenant, CaseId caseId, UserId by,
                                Function<PageRequest, Page<AtRevision<T>>> reader, Function<AtRevision<T>, Title> shown,
                                BiFunction<AtRevision<T>, Title, Decision> refresh) {
        int examined = 0;
        int repaired = 0;
        int skipped = 0;
        List<Decision> pending = new ArrayList<>();
        Option<String> after = Option.none();
        do {
            Page<AtRevision<T>> page = reader.apply(new PageRequest(READ_PAGE, after));
            Option<Title> title = titleNow(tenant, caseId);
            if (title.isEmpty()) {
                break;
            }
            for (AtRevision<T> snapshot : page.items()) {
                examined++;
                if (!shown.apply(snapshot).equals(title.get())) {
                    pending.add(refresh.apply(snapshot, title.get()));
                }
                if (pending.size() == BATCH) {
                    int landed = commit(tenant, by, pending);
                    repaired += landed;
                    skipped += pending.size() - landed;
                    pending.clear();
                }
            }
            after = page.next();
        } while (after.isDefined());
        if (!pending.isEmpty()) {
            int landed = commit(tenant, by, pending);
            repaired += landed;
            skipped += pending.size() - landed;
        }
        return new Tally(examined, repaired, skipped);
    }

    /** Commits the repairs, written by {@code by}; answers how many landed. */
    int commit(TenantId tenant, UserId by, List<Decision> repairs) {
        Decision batch = repairs.stream().reduce(Decision::and).orElseThrow();
        if (landed(ChangeSet.of(COMMAND, tenant, Authorship.ofJob(by, wiring.now()), batch))) {
            return repairs.size();
        }
        if (repairs.size() == 1) {
            return 0; // the refused set was that one repair: retrying it alone would send the same set again
        }
        int landed = 0;
        for (Decision repair : repairs) {
            if (landed(ChangeSet.of(COMMAND, tenant, Authorship.ofJob(by, wiring.now()), repair))) {
                landed++;
            }
        }
        return landed;
    }

    /**
     * Whether the repairs landed. One the store could not settle (its answer was lost, and when it was sent
     * again another write had replaced what it read) is not counted as landed: a repair has no fact of its own
     * to prove it, and it is in effect no longer either way, so it counts with the skipped.
     */
    private boolean landed(ChangeSet changes) {
        try {
            return wiring.storage().changes().commit(changes).isRight();
        } catch (OutcomeUnknown unsettled) {
            return false;
        }
    }
}

package io.enforcementcore.application;

import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * C12's repair job: brings the {@code caseTitle} snapshots of a case's tasks (AP06) and deadlines (AP05)
 * up to the title on META. Drifted snapshots are repaired in change sets of at most {@value #BATCH}
 * changes, attributed to C12. A repair whose item changed meanwhile is skipped (a later run picks it up):
 * when a batch is refused, its changes are retried one by one so that one busy item costs only itself.
 */
final class TitleReconciliation {
    private static final Logger LOG = LoggerFactory.getLogger(TitleReconciliation.class);
    static final int BATCH = 25;
    private static final String COMMAND = "C12";
    private static final int READ_PAGE = PageRequest.MAX_LIMIT;

    private final Wiring wiring;

    TitleReconciliation(Wiring wiring) {
        this.wiring = wiring;
    }

    Either<Rejection, ReconciliationReport> reconcile(Principal principal, CaseId caseId) {
        return AccessPolicy.superviseCases(principal, "reconcile case titles")
                .flatMap(allowed -> wiring.caseMetadata(principal, caseId))
                .map(this::reconcile);
    }

    private ReconciliationReport reconcile(CaseMetadata metadata) {
        Instant now = wiring.now();
        Title title = metadata.title();
        Tally tasks = repairAll(metadata, request -> wiring.storage().cases()
                        .tasksOfCase(metadata.tenantId(), metadata.caseId(), Option.none(), request)
                        .map(task -> task.caseTitle().equals(title)
                                ? Option.<Decision>none()
                                : Option.some(TaskDecisions.refreshCaseTitle(task, title, now))));
        Tally deadlines = repairAll(metadata, request -> wiring.storage().cases()
                        .deadlinesOfCase(metadata.tenantId(), metadata.caseId(), request)
                        .map(deadline -> deadline.caseTitle().equals(title)
                                ? Option.<Decision>none()
                                : Option.some(DeadlineDecisions.refreshCaseTitle(deadline, title, now))));
        // a repair of one case, run often: DEBUG, and its case is a key
        LOG.debug("C12 title reconciliation of case {}: {} of {} task snapshots and {} of {} deadline snapshots"
                + " repaired", metadata.caseId().value(), tasks.repaired, tasks.examined, deadlines.repaired,
                deadlines.examined);
        return new ReconciliationReport(tasks.examined, tasks.repaired, deadlines.examined, deadlines.repaired);
    }

    private static final class Tally {
        int examined;
        int repaired;
    }

    /** Pages through one kind of item; each becomes a repair (some) or is current (none). */
    private Tally repairAll(CaseMetadata metadata, Function<PageRequest, Page<Option<Decision>>> reader) {
        Tally tally = new Tally();
        List<Decision> pending = new ArrayList<>();
        Option<String> after = Option.none();
        do {
            Page<Option<Decision>> page = reader.apply(new PageRequest(READ_PAGE, after));
            for (Option<Decision> repair : page.items()) {
                tally.examined++;
                repair.forEach(pending::add);
                if (pending.size() == BATCH) {
                    tally.repaired += commit(metadata, pending);
                    pending.clear();
                }
            }
            after = page.next();
        } while (after.isDefined());
        if (!pending.isEmpty()) {
            tally.repaired += commit(metadata, pending);
        }
        return tally;
    }

    private int commit(CaseMetadata metadata, List<Decision> repairs) {
        Decision batch = repairs.stream().reduce(Decision::and).orElseThrow();
        if (landed(ChangeSet.of(COMMAND, metadata.tenantId(), batch))) {
            return repairs.size();
        }
        if (repairs.size() == 1) {
            return 0; // the refused set was that one repair: retrying it alone would send the same set again
        }
        int repaired = 0;
        for (Decision repair : repairs) {
            if (landed(ChangeSet.of(COMMAND, metadata.tenantId(), repair))) {
                repaired++;
            }
        }
        return repaired;
    }

    private boolean landed(ChangeSet changes) {
        return wiring.storage().changes().commit(changes).isRight();
    }
}

package io.enforcementcore.application.job;

import io.enforcementcore.application.job.SnapshotRepair.CaseRepair;
import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * C12's repair of one case on demand: the same {@link SnapshotRepair} the relay runs when it relays a
 * rename, for an operator who wants a case's snapshots current now. A repair whose item changed
 * meanwhile is skipped (a later run, or the relay, picks it up).
 */
public final class TitleReconciliation {
    private static final Logger LOG = LoggerFactory.getLogger(TitleReconciliation.class);

    private final Wiring wiring;
    private final SnapshotRepair repair;

    public TitleReconciliation(Wiring wiring, SnapshotRepair repair) {
        this.wiring = wiring;
        this.repair = repair;
    }

    public Either<Rejection, ReconciliationReport> reconcile(Principal principal, CaseId caseId) {
        return AccessPolicy.superviseCases(principal, "reconcile case titles")
                .flatMap(allowed -> wiring.caseMetadata(principal, caseId))
                .map(metadata -> reconcile(metadata, principal));
    }

    private ReconciliationReport reconcile(CaseMetadata metadata, Principal principal) {
        CaseRepair done = repair.repair(metadata.tenantId(), metadata.caseId(), principal.userId());
        // a repair of one case, run often: DEBUG, and its case is a key
        LOG.debug("C12 title reconciliation of case {}: {} of {} task snapshots and {} of {} deadline snapshots"
                + " repaired, {} skipped", metadata.caseId().value(), done.tasks().repaired(), done.tasks().examined(),
                done.deadlines().repaired(), done.deadlines().examined(), done.skipped());
        return new ReconciliationReport(done.tasks().examined(), done.tasks().repaired(), done.tasks().skipped(),
                done.deadlines().examined(), done.deadlines().repaired(), done.deadlines().skipped());
    }
}

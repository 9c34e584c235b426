package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.decision.Precondition.CaseClassified;
import io.enforcementcore.domain.decision.Precondition.CaseOpen;
import io.enforcementcore.domain.decision.Precondition.Exists;
import io.enforcementcore.domain.decision.Precondition.Unused;
import io.enforcementcore.domain.decision.Subject.TheCase;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EventPayload;

/**
 * The rules a task and a deadline share, as work on a case: one opens only on a case that is not closed, at
 * the case's classification and in a place nothing holds, and is counted open; one closes only while open at
 * the version seen, on a case that still exists, and is counted closed once.
 */
final class WorkItems {

    private WorkItems() {
    }

    static Decision opened(Act act, CaseId caseId, Classification classification, Subject item, Change insert,
                           CaseCounts.Delta counted, EventPayload fact) {
        return act.seeing(caseId)
                .and(Decision.requiring(new CaseOpen(act.tenantId(), caseId),
                        new CaseClassified(act.tenantId(), caseId, classification), new Unused(item)))
                .writing(insert, new Change.AdjustCaseCounts(act.tenantId(), caseId, counted))
                .recording(act.fact(caseId, fact));
    }

    static Decision closed(Act act, CaseId caseId, Precondition openAtVersionSeen, Change close,
                           CaseCounts.Delta counted, EventPayload fact) {
        return act.seeing(caseId)
                .and(Decision.requiring(openAtVersionSeen, new Exists(new TheCase(caseId), act.tenantId())))
                .writing(close, new Change.AdjustCaseCounts(act.tenantId(), caseId, counted))
                .recording(act.fact(caseId, fact));
    }
}

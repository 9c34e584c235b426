package io.enforcementcore.archfixtures.domain.decision;

import io.enforcementcore.archfixtures.domain.model.CaseStatus;

/** The rules of a case, as decisions that name their preconditions. */
public final class CaseDecisions {
    private CaseDecisions() {
    }

    public static Precondition close(String caseId) {
        return new Precondition(caseId, CaseStatus.CLOSED.predecessor().get().name());
    }
}

package io.enforcementcore.archfixtures.adapters.inmemory;

import io.enforcementcore.archfixtures.domain.decision.CaseDecisions;
import io.enforcementcore.archfixtures.domain.decision.Precondition;

/** Makes the domain's decision itself instead of checking the preconditions it was handed. */
final class StoreThatDecides {
    private StoreThatDecides() {
    }

    static Precondition whenClosing(String caseId) {
        return CaseDecisions.close(caseId);
    }
}

package io.enforcementcore.archfixtures.adapters.dynamodb;

import io.enforcementcore.archfixtures.domain.model.CaseStatus;

/** Restates the lifecycle in a condition instead of translating the decision's precondition. */
final class GuardThatKnowsTheLifecycle {
    private GuardThatKnowsTheLifecycle() {
    }

    static String conditionToClose() {
        return "#status = " + CaseStatus.CLOSED.predecessor().get().name();
    }
}

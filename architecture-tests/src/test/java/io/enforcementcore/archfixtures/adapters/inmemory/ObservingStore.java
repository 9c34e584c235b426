package io.enforcementcore.archfixtures.adapters.inmemory;

import io.enforcementcore.archfixtures.domain.decision.Precondition;
import io.enforcementcore.archfixtures.domain.rejection.Refusal;
import io.vavr.control.Option;
import java.util.Map;

/** Observes the subject and lets the domain say what a failed precondition means. */
final class ObservingStore {
    private ObservingStore() {
    }

    static Option<Refusal> check(Precondition precondition, Map<String, String> statuses) {
        return precondition.failureOn(statuses.get(precondition.caseId()));
    }
}

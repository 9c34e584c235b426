package io.enforcementcore.archfixtures.domain.decision;

import io.enforcementcore.archfixtures.domain.rejection.Refusal;
import io.vavr.control.Option;

/** What a decision relies on, and what its failure means: vocabulary any store may use. */
public record Precondition(String caseId, String status) {
    public Option<Refusal> failureOn(String observedStatus) {
        return status.equals(observedStatus) ? Option.none()
                : Option.some(new Refusal("the case is " + observedStatus));
    }
}

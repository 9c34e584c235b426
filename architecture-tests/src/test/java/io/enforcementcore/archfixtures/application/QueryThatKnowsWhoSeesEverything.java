package io.enforcementcore.archfixtures.application;

import io.enforcementcore.archfixtures.domain.model.Classification;

/** Decides for itself which clearance sees everything instead of asking the domain. */
public final class QueryThatKnowsWhoSeesEverything {
    private QueryThatKnowsWhoSeesEverything() {
    }

    public static boolean needsNoCheck(Classification clearance) {
        return clearance == Classification.CONFIDENTIAL;
    }
}

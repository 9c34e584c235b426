package io.enforcementcore.archfixtures.application;

import io.enforcementcore.archfixtures.domain.model.Classification;

/** Asks the domain what a clearance sees, and decides nothing of it. */
public final class CaseFileQueries {
    private CaseFileQueries() {
    }

    public static boolean visible(Classification caseFile, Classification clearance) {
        return clearance.seesEverything() || caseFile.isWithin(clearance);
    }
}

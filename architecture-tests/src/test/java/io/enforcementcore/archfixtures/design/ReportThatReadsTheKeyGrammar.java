package io.enforcementcore.archfixtures.design;

import io.enforcementcore.archfixtures.adapters.dynamodb.table.PublicKeyGrammar;

/** Violation: the design reads the adapter's key grammar itself instead of the read-only model. */
public final class ReportThatReadsTheKeyGrammar {

    public String keyGrammar() {
        return PublicKeyGrammar.class.getSimpleName();
    }
}

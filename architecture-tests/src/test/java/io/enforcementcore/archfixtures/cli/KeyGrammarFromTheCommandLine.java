package io.enforcementcore.archfixtures.cli;

import io.enforcementcore.archfixtures.adapters.dynamodb.table.PublicKeyGrammar;

/** Violation: the command line reaches past the DynamoDB adapter's entry points into its key grammar. */
public final class KeyGrammarFromTheCommandLine {

    public String caseKey(String caseId) {
        return PublicKeyGrammar.class.getSimpleName() + caseId;
    }
}

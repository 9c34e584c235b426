package io.enforcementcore.archfixtures.adapters.dynamodb.table;

/** The key grammar, public for the design module to read; only the adapter and the design may use it. */
public final class PublicKeyGrammar {
}

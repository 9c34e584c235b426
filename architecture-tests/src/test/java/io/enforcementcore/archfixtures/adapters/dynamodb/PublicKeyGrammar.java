package io.enforcementcore.archfixtures.adapters.dynamodb;

/** The key grammar leaking out of its adapter. */
public final class PublicKeyGrammar {
}

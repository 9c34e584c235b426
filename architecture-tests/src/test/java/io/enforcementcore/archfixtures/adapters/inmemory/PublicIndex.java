package io.enforcementcore.archfixtures.adapters.inmemory;

/** An adapter detail left public. */
public final class PublicIndex {
}

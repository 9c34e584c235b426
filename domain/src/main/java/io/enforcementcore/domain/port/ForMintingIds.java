package io.enforcementcore.domain.port;

/**
 * Driven port for new ids. Contract: unique across machines, safe ids by {@link io.enforcementcore.domain.model.KeySafe}
 * (no '#', at most 64 characters); lexicographic order need not follow time.
 */
public interface ForMintingIds {
    String newId();
}

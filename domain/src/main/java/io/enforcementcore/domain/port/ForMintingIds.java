package io.enforcementcore.domain.port;

/**
 * Driven port for new ids. Contract: unique across machines, key-safe (no '#', at most 64
 * characters); lexicographic order need not follow time.
 */
public interface ForMintingIds {
    String newId();
}

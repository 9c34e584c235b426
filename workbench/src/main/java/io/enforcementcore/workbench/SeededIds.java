package io.enforcementcore.workbench;

import io.enforcementcore.domain.port.ForMintingIds;
import java.util.Random;

/**
 * Ids drawn from the demo's seed, so that a run can be repeated exactly: 20 characters of a key-safe
 * alphabet (about 100 bits). Fine for a demo; a service uses the default random ids.
 */
final class SeededIds implements ForMintingIds {
    private static final char[] ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz".toCharArray();
    private static final int LENGTH = 20;

    private final Random random;

    SeededIds(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public synchronized String newId() {
        char[] id = new char[LENGTH];
        for (int i = 0; i < LENGTH; i++) {
            id[i] = ALPHABET[random.nextInt(ALPHABET.length)];
        }
        return new String(id);
    }
}

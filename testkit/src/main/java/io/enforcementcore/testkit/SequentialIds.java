package io.enforcementcore.testkit;

import io.enforcementcore.domain.port.ForMintingIds;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Ids a test can name before they are minted: {@code <prefix>-0001}, {@code <prefix>-0002}, ... in the order
 * commands ask for them (a command may mint several: a case, its events). Safe from any thread.
 */
public final class SequentialIds implements ForMintingIds {
    private final String prefix;
    private final AtomicLong minted = new AtomicLong();

    private SequentialIds(String prefix) {
        if (prefix == null || !prefix.matches("[a-z0-9-]{1,40}")) {
            throw new IllegalArgumentException("an id prefix is 1 to 40 of a-z, 0-9 and '-', was " + prefix);
        }
        this.prefix = prefix;
    }

    public static SequentialIds startingWith(String prefix) {
        return new SequentialIds(prefix);
    }

    @Override
    public String newId() {
        return String.format("%s-%04d", prefix, minted.incrementAndGet());
    }

    /** How many ids were minted so far. */
    public long minted() {
        return minted.get();
    }
}

package io.enforcementcore.archfixtures.domain.model;

import java.time.Clock;
import java.time.Instant;
import java.util.Random;

/** Deterministic given its inputs: an injected clock and a seeded generator are fine. */
public record CaseFileWithAnInjectedClock(Clock clock, long seed) {

    public Instant openedAt() {
        return Instant.now(clock);
    }

    public int shard() {
        return new Random(seed).nextInt(8);
    }
}

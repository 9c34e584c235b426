package io.enforcementcore.acceptance.support;

import io.enforcementcore.domain.port.ForMintingIds;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Deterministic, unique ids: {@code id000000001}, {@code id000000002}, ... Zero-padded, so an id minted later
 * also sorts later, which makes orders that end on an id (parties of a case, cases of a party, evidence)
 * predictable in a scenario. Every scenario gets a fresh store, so ids never meet ids of another scenario.
 */
public final class ScenarioIds implements ForMintingIds {
    private final AtomicLong minted = new AtomicLong();

    @Override
    public String newId() {
        return String.format("id%09d", minted.incrementAndGet());
    }
}

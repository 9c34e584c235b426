package io.enforcementcore.acceptance.support;

import io.enforcementcore.domain.port.ForTellingTime;
import java.time.Instant;
import java.util.Objects;

/** The scenario's clock: it stands still until a step sets it, so every recorded time is the one the scenario names. */
public final class TestClock implements ForTellingTime {
    private volatile Instant now;

    public TestClock(Instant start) {
        this.now = Objects.requireNonNull(start, "start");
    }

    public void setTo(Instant instant) {
        this.now = Objects.requireNonNull(instant, "instant");
    }

    @Override
    public Instant now() {
        return now;
    }
}

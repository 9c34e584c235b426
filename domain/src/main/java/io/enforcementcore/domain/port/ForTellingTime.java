package io.enforcementcore.domain.port;

import java.time.Instant;

/** Driven port for the current time. Contract: millisecond precision, UTC. */
public interface ForTellingTime {
    Instant now();
}

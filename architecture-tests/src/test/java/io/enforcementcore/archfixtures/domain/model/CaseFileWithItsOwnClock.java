package io.enforcementcore.archfixtures.domain.model;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

/** Reaches for every ambient clock and randomness source instead of asking for them. */
public final class CaseFileWithItsOwnClock {

    /** A method reference is as ambient as a call. */
    public static final Supplier<Instant> CLOCK = Instant::now;

    public static List<Object> everythingAmbient() {
        return List.of(
                Instant.now(),
                LocalDateTime.now(),
                LocalDate.now(),
                OffsetDateTime.now(),
                ZonedDateTime.now(),
                Clock.systemUTC(),
                Clock.systemDefaultZone(),
                System.currentTimeMillis(),
                System.nanoTime(),
                UUID.randomUUID(),
                new Random(),
                new SecureRandom(),
                ThreadLocalRandom.current(),
                Math.random());
    }

    private CaseFileWithItsOwnClock() {
    }
}

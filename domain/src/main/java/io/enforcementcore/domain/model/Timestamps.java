package io.enforcementcore.domain.model;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;

/**
 * The one timestamp format: UTC, millisecond precision, always 24 characters
 * ({@code 2026-07-12T17:00:00.000Z}), so that the order of the text equals time order. ISO's own
 * formatter drops zero milliseconds and would break that order.
 */
public final class Timestamps {
    public static final int WIDTH = 24;
    private static final DateTimeFormatter FIXED =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final Instant MIN = Instant.parse("1970-01-01T00:00:00Z");
    private static final Instant MAX = Instant.parse("9999-12-31T23:59:59.999Z");

    private Timestamps() {
    }

    public static String format(Instant instant) {
        return FIXED.format(instant.truncatedTo(ChronoUnit.MILLIS));
    }

    /** Parses a caller's ISO-8601 UTC instant (e.g. {@code 2026-07-12T17:00:00Z}), refusing anything else. */
    public static Instant parse(String field, String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidValue(field, "must not be blank");
        }
        Instant instant;
        try {
            instant = Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new InvalidValue(field, "must be an ISO-8601 UTC instant such as 2026-07-12T17:00:00Z, was '"
                    + text + "'");
        }
        return requireInRange(field, instant);
    }

    public static Instant requireInRange(String field, Instant instant) {
        if (instant == null) {
            throw new InvalidValue(field, "must not be empty");
        }
        if (instant.isBefore(MIN) || instant.isAfter(MAX)) {
            throw new InvalidValue(field, "must lie between 1970 and 9999");
        }
        if (instant.getNano() % 1_000_000 != 0) {
            throw new InvalidValue(field, "must not be more precise than milliseconds");
        }
        return instant;
    }
}

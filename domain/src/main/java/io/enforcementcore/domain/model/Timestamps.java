package io.enforcementcore.domain.model;

import java.time.Instant;
import java.time.LocalDate;
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
    private static final long SECONDS_PER_DAY = 86_400;
    private static final DateTimeFormatter FIXED =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final Instant MIN = Instant.parse("1970-01-01T00:00:00Z");
    private static final Instant MAX = Instant.parse("9999-12-31T23:59:59.999Z");

    private Timestamps() {
    }

    /**
     * The fixed-width text of {@code instant}, truncated to milliseconds. Every key with a time in it goes
     * through here, so years 0 to 9999 are written digit by digit; any other year, which no key can hold,
     * is left to the general formatter.
     */
    public static String format(Instant instant) {
        long seconds = instant.getEpochSecond();
        LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(seconds, SECONDS_PER_DAY));
        if (date.getYear() < 0 || date.getYear() > 9999) {
            return FIXED.format(instant.truncatedTo(ChronoUnit.MILLIS));
        }
        int secondOfDay = (int) Math.floorMod(seconds, SECONDS_PER_DAY);
        char[] text = new char[WIDTH];
        digits(text, 0, date.getYear(), 4);
        text[4] = '-';
        digits(text, 5, date.getMonthValue(), 2);
        text[7] = '-';
        digits(text, 8, date.getDayOfMonth(), 2);
        text[10] = 'T';
        digits(text, 11, secondOfDay / 3600, 2);
        text[13] = ':';
        digits(text, 14, secondOfDay / 60 % 60, 2);
        text[16] = ':';
        digits(text, 17, secondOfDay % 60, 2);
        text[19] = '.';
        digits(text, 20, instant.getNano() / 1_000_000, 3);
        text[23] = 'Z';
        return new String(text);
    }

    private static void digits(char[] text, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            text[i] = (char) ('0' + value % 10);
            value /= 10;
        }
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

package io.enforcementcore.acceptance.untrusted;

import io.enforcementcore.application.query.BackfillResumeToken;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;

/**
 * What an untrusted caller may send, drawn at random: now and then a value the facade handed out (a case id,
 * a task's token, a cursor, a resume token), so that calls get past parsing, and otherwise text and numbers
 * chosen to break a parser, a key grammar or an arithmetic: delimiters, control characters, lone surrogates,
 * huge strings, the ends of int and long, garbage and tampered cursors and tokens.
 */
final class HostileText {
    private static final List<String> STRINGS = List.of("", " ", "#", "a#b", "CASE#c-1", "META", "\u0000", "line\nbreak",
            "\t", "\u007f", "\u2028", "\ud800", "\udfff\ud800", "\uffff", "x".repeat(2_000), "x".repeat(100_000),
            "\u00e9".repeat(700), "null", "-1", "0", "9".repeat(40), "1e9", "%s%n", "${jndi:ldap://x/a}",
            "'; DROP TABLE x; --", "../../etc", "~", "|", "\\", "bf1.", "AAAA", "=", "2026-09-01T09:00:00Z");
    private static final List<String> INSTANTS = List.of("2026-09-01T09:00:00Z", "2026-09-01T09:00:00.000Z",
            "2026-09-01T09:00:00.123456789Z", "2026-13-45T25:61:61Z", "+999999999-12-31T23:59:59.999Z",
            "-999999999-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "2026-09-01", "1756717200000");
    private static final long[] LONGS = {Long.MIN_VALUE, Long.MIN_VALUE + 1, -1, 0, 1, 2, 3, Long.MAX_VALUE - 1,
        Long.MAX_VALUE, Integer.MAX_VALUE, 1L << 53};
    private static final int[] INTS = {Integer.MIN_VALUE, -1, 0, 1, 2, 3, 25, 80, 100, 101, 1_000, 1_000_001,
        Integer.MAX_VALUE};
    private static final int[] RATES = {Integer.MIN_VALUE, -1, 0, 1_000_000, Integer.MAX_VALUE};
    private static final Base64.Encoder BASE64 = Base64.getUrlEncoder().withoutPadding();

    private final Random random;
    private final List<String> known = new ArrayList<>();
    private final List<String> cursors = new ArrayList<>();
    private final List<String> tokens = new ArrayList<>();

    HostileText(Random random) {
        this.random = random;
    }

    /** A value the facade handed out, that later calls may send back as it is or altered. */
    void handedOut(String value) {
        known.add(value);
    }

    void cursorHandedOut(String cursor) {
        cursors.add(cursor);
    }

    void tokenHandedOut(String token) {
        tokens.add(token);
    }

    /** Any text: half the time one the facade handed out, else a hostile one or none at all. */
    String text() {
        int pick = random.nextInt(10);
        if (pick == 0) {
            return null;
        }
        if (pick < 6 && !known.isEmpty()) {
            return known.get(random.nextInt(known.size()));
        }
        if (pick < 8) {
            return randomText();
        }
        return STRINGS.get(random.nextInt(STRINGS.size()));
    }

    /** One of {@code valid}, one in lower case, or any text. */
    String word(String... valid) {
        int pick = random.nextInt(4);
        String word = valid[random.nextInt(valid.length)];
        return pick < 2 ? word : pick == 2 ? word.toLowerCase() : text();
    }

    String instant() {
        return random.nextBoolean() ? INSTANTS.get(random.nextInt(INSTANTS.size())) : text();
    }

    long aLong() {
        return random.nextInt(4) == 0 ? random.nextLong() : LONGS[random.nextInt(LONGS.length)];
    }

    int anInt() {
        return random.nextInt(4) == 0 ? random.nextInt() : INTS[random.nextInt(INTS.length)];
    }

    /** A job's rate: out of range, or too high to pace a small store, so that a job never waits on it. */
    int aRate() {
        return RATES[random.nextInt(RATES.length)];
    }

    /** A page cursor: none, one handed out (of any listing, principal or tenant), one altered, or garbage. */
    String cursor() {
        int pick = random.nextInt(6);
        if (pick == 0 || cursors.isEmpty()) {
            return pick % 2 == 0 ? null : garbage();
        }
        String cursor = cursors.get(random.nextInt(cursors.size()));
        return switch (pick) {
            case 1, 2 -> cursor;
            case 3 -> altered(cursor);
            case 4 -> cursor.substring(0, random.nextInt(cursor.length()));
            default -> garbage();
        };
    }

    /** A resume token: none, one handed out, well formed around hostile positions, altered, or garbage. */
    String resumeToken() {
        int pick = random.nextInt(6);
        return switch (pick) {
            case 0 -> null;
            case 1 -> tokens.isEmpty() ? garbage() : tokens.get(random.nextInt(tokens.size()));
            case 2 -> tokens.isEmpty() ? "bf1." : altered(tokens.get(random.nextInt(tokens.size())));
            case 3, 4 -> BackfillResumeToken.encode(List.of(random.nextInt(5) + ":" + nonNull(text()),
                    (5 + random.nextInt(3)) + ":" + garbage()));
            default -> "bf1." + garbage();
        };
    }

    private String altered(String value) {
        if (value.isEmpty()) {
            return "A";
        }
        int at = random.nextInt(value.length());
        char replacement = value.charAt(at) == 'A' ? 'B' : 'A';
        return value.substring(0, at) + replacement + value.substring(at + 1);
    }

    private String garbage() {
        byte[] bytes = new byte[random.nextInt(200)];
        random.nextBytes(bytes);
        return random.nextBoolean() ? BASE64.encodeToString(bytes) : new String(bytes, StandardCharsets.ISO_8859_1);
    }

    private String randomText() {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(40);
        for (int i = 0; i < length; i++) {
            text.append((char) random.nextInt(random.nextBoolean() ? 128 : 0x10000));
        }
        return text.toString();
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }
}

package io.enforcementcore.application.query;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The one opaque string from which a stopped backfill (C14) resumes: every unfinished segment and its
 * position. Inside the {@value #PREFIX} prefix it is base64url of {@code segment:position} entries,
 * comma-separated, each position itself base64url (positions are the store's own, any characters).
 * Decoding says what is wrong with a token that is not one this class wrote.
 */
public final class BackfillResumeToken {
    static final String PREFIX = "bf1.";
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    private BackfillResumeToken() {
    }

    /** The token for unfinished segments as a report lists them ({@code "segment:position"}); "" if none. */
    public static String encode(List<String> unfinishedSegments) {
        if (unfinishedSegments.isEmpty()) {
            return "";
        }
        String entries = unfinishedSegments.stream().map(entry -> {
            int colon = entry.indexOf(':');
            return entry.substring(0, colon) + ":"
                    + ENCODER.encodeToString(entry.substring(colon + 1).getBytes(StandardCharsets.UTF_8));
        }).collect(Collectors.joining(","));
        return PREFIX + ENCODER.encodeToString(entries.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Segment to position (empty: from its start), in the token's order.
     *
     * @throws IllegalArgumentException naming what is wrong with the token
     */
    public static Map<Integer, String> decode(String token) {
        if (token == null || !token.startsWith(PREFIX)) {
            throw new IllegalArgumentException("a resume token starts with '" + PREFIX + "'");
        }
        String entries = new String(base64(token.substring(PREFIX.length()), "the token"), StandardCharsets.UTF_8);
        Map<Integer, String> positions = new LinkedHashMap<>();
        for (String entry : entries.split(",", -1)) {
            int colon = entry.indexOf(':');
            if (colon < 1) {
                throw new IllegalArgumentException("the token holds an entry without a segment");
            }
            int segment;
            try {
                segment = Integer.parseInt(entry.substring(0, colon));
            } catch (NumberFormatException notANumber) {
                throw new IllegalArgumentException("the token names a segment that is not a number");
            }
            if (segment < 0) {
                throw new IllegalArgumentException("the token names a negative segment");
            }
            String position = new String(base64(entry.substring(colon + 1), "the position of segment " + segment),
                    StandardCharsets.UTF_8);
            if (positions.put(segment, position) != null) {
                throw new IllegalArgumentException("the token names segment " + segment + " twice");
            }
        }
        return positions;
    }

    private static byte[] base64(String text, String what) {
        try {
            return DECODER.decode(text);
        } catch (IllegalArgumentException notBase64) {
            throw new IllegalArgumentException(what + " is not base64url text, was it cut or changed?");
        }
    }
}

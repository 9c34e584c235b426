package io.enforcementcore.application.cursor;

import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Looks for what a cursor or a refusal must not give away. */
final class CursorLeaks {
    /** Longer than a chance match in random bytes is likely to be, short enough to catch a piece of a key. */
    static final int FRAGMENT_BYTES = 5;
    private static final int CURSOR_PIECE_CHARS = 6;

    private CursorLeaks() {
    }

    /** The first fragment of any of {@code internals} found in {@code token}, shown for the failure message. */
    static Option<String> fragmentIn(byte[] token, byte[]... internals) {
        for (byte[] internal : internals) {
            int window = Math.min(FRAGMENT_BYTES, internal.length);
            for (int start = 0; start + window <= internal.length; start++) {
                byte[] fragment = Arrays.copyOfRange(internal, start, start + window);
                if (indexOf(token, fragment) >= 0) {
                    return Option.some(new String(fragment, StandardCharsets.ISO_8859_1));
                }
            }
        }
        return Option.none();
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** Whether {@code reason} repeats any of {@code internals} or a piece of the cursor it refused. */
    static boolean echoes(String reason, String cursor, String... internals) {
        for (String internal : internals) {
            if (!internal.isEmpty() && reason.contains(internal)) {
                return true;
            }
        }
        for (int start = 0; start + CURSOR_PIECE_CHARS <= cursor.length(); start++) {
            if (reason.contains(cursor.substring(start, start + CURSOR_PIECE_CHARS))) {
                return true;
            }
        }
        return false;
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}

package io.enforcementcore.application.cursor;

import static io.enforcementcore.application.cursor.CursorCodecTest.AGENCY_A;
import static io.enforcementcore.application.cursor.CursorCodecTest.POSITION;
import static io.enforcementcore.application.cursor.CursorCodecTest.TIMELINE_OF_CASE_1;
import static io.enforcementcore.application.cursor.CursorCodecTest.codec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Whatever is done to a cursor, it is refused with a reason that repeats nothing of the cursor or its keys. */
class CursorTamperingTest {
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final CursorKey OLD_KEY = CursorKey.of("k-2026-06", "the june cursor secret, 32 bytes".getBytes(
            StandardCharsets.UTF_8));
    private static final CursorKey NEW_KEY = CursorKey.of("k-2026-07", "the july cursor secret, 32 bytes".getBytes(
            StandardCharsets.UTF_8));
    private static final CursorKey SAME_LENGTH_ID = CursorKey.of("k-2026-08", "an august secret of 32 bytes ...."
            .getBytes(StandardCharsets.UTF_8));

    private static final String[] INTERNALS = {AGENCY_A.value(), TIMELINE_OF_CASE_1, "AP02", "case-1", POSITION,
        OLD_KEY.id(), NEW_KEY.id(), SAME_LENGTH_ID.id(), "k-2025-01"};

    private final CursorCodec codec = codec(NEW_KEY, OLD_KEY, SAME_LENGTH_ID);
    private final String cursor = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);
    private final byte[] token = Base64.getUrlDecoder().decode(cursor);

    @Test
    void the_untouched_cursor_opens_so_every_refusal_below_is_the_tampering() {
        assertEquals(Either.right(POSITION), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor));
    }

    @Test
    void flipping_any_bit_of_any_byte_is_refused() {
        for (int index = 0; index < token.length; index++) {
            for (int bit = 0; bit < 8; bit++) {
                byte[] flipped = token.clone();
                flipped[index] ^= (byte) (1 << bit);

                assertRefused(ENCODER.encodeToString(flipped), "bit " + bit + " of byte " + index);
            }
        }
    }

    @Test
    void changing_any_character_is_refused() {
        for (int i = 0; i < cursor.length(); i++) {
            char replacement = cursor.charAt(i) == 'A' ? 'B' : 'A';

            assertRefused(cursor.substring(0, i) + replacement + cursor.substring(i + 1), "character " + i);
        }
    }

    @Test
    void cutting_it_short_at_any_length_is_refused() {
        for (int length = 0; length < token.length; length++) {
            assertRefused(ENCODER.encodeToString(Arrays.copyOf(token, length)), "cut to " + length + " bytes");
        }
        for (int length = 1; length < cursor.length(); length++) {
            assertRefused(cursor.substring(0, length), "cut to " + length + " characters");
        }
    }

    @Test
    void lengthening_it_by_a_byte_or_by_a_whole_block_is_refused() {
        for (int extra : new int[] {1, 16, 32, 64}) {
            assertRefused(ENCODER.encodeToString(Arrays.copyOf(token, token.length + extra)), "+" + extra + " bytes");
            assertRefused(cursor + "A".repeat(extra), "+" + extra + " characters");
        }
    }

    @Test
    void naming_another_key_the_instance_holds_is_refused() {
        for (CursorKey other : List.of(OLD_KEY, SAME_LENGTH_ID)) {
            byte[] swapped = swapKeyId(token, other.id());

            Either<Rejection, String> decoded = codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, ENCODER.encodeToString(swapped));

            assertEquals(CursorCodecTest.invalid(CursorCodecTest.ANOTHER_OR_ALTERED), decoded, other.id());
        }
    }

    @Test
    void naming_a_key_the_instance_does_not_hold_is_refused() {
        byte[] swapped = swapKeyId(token, "k-2025-01");

        assertEquals(CursorCodecTest.invalid(
                        "issued under a key this instance does not hold (a retired key, or another secret)"),
                codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, ENCODER.encodeToString(swapped)));
    }

    @Test
    void no_reason_repeats_the_cursor_its_keys_or_what_it_is_bound_to() {
        for (String refused : everyTampering()) {
            String reason = ((Rejection.InvalidCursor) codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, refused).getLeft())
                    .reason();

            assertFalse(CursorLeaks.echoes(reason, refused, INTERNALS), reason);
        }
    }

    @Test
    void the_echo_check_would_see_a_reason_that_repeats_a_key_id_or_a_piece_of_the_cursor() {
        assertTrue(CursorLeaks.echoes("issued under key k-2026-07", cursor, INTERNALS));
        assertTrue(CursorLeaks.echoes("cursor " + cursor.substring(10, 16) + " is bad", cursor, INTERNALS));
        assertTrue(CursorLeaks.echoes("not for agency-a", cursor, INTERNALS));
    }

    private List<String> everyTampering() {
        List<String> all = new ArrayList<>(List.of("", "%%%", "a".repeat(CursorCodec.MAX_CURSOR_CHARS + 1),
                ENCODER.encodeToString(swapKeyId(token, "k-2025-01")), ENCODER.encodeToString(swapKeyId(token, "k-2026-06")),
                cursor + "AAAA", cursor.substring(0, 20)));
        for (int index = 0; index < token.length; index++) {
            byte[] flipped = token.clone();
            flipped[index] ^= 1;
            all.add(ENCODER.encodeToString(flipped));
        }
        return all;
    }

    private void assertRefused(String altered, String what) {
        Either<Rejection, String> decoded = codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, altered);

        assertTrue(decoded.isLeft(), "accepted a cursor after " + what);
        assertInstanceOf(Rejection.InvalidCursor.class, decoded.getLeft(), what);
    }

    /** The cursor with its clear key id replaced, everything after the id kept. */
    private static byte[] swapKeyId(byte[] token, String keyId) {
        byte[] id = keyId.getBytes(StandardCharsets.US_ASCII);
        int oldLength = token[1];
        byte[] swapped = new byte[token.length - oldLength + id.length];
        swapped[0] = token[0];
        swapped[1] = (byte) id.length;
        System.arraycopy(id, 0, swapped, 2, id.length);
        System.arraycopy(token, 2 + oldLength, swapped, 2 + id.length, token.length - 2 - oldLength);
        return swapped;
    }
}

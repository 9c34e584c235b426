package io.enforcementcore.domain.commit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.vavr.control.Option;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ContentDigestTest {
    public record Pair(Object left, Object right) {
    }

    public record Numbers(int small, long large, boolean flag) {
    }

    public enum Colour { RED, GREEN }

    public enum Shade { RED }

    public record Swapped(Object left, Object right) {
    }

    /** A record this package cannot see from outside: a change set may nest one. */
    private record Hidden(int number, String text) {
    }

    @Test
    void equal_values_built_apart_have_the_same_digest() {
        Object one = new Pair(List.of("a", Instant.ofEpochSecond(5, 7)), Option.some(new TreeMap<>(Map.of("k", 1L))));
        Object two = new Pair(List.of("a", Instant.ofEpochSecond(5, 7)), Option.some(new TreeMap<>(Map.of("k", 1L))));

        assertArrayEquals(sha256(one), sha256(two));
    }

    @Test
    void values_that_would_read_alike_run_together_have_different_digests() {
        assertDiffer(new Pair("ab", "c"), new Pair("a", "bc"));
        assertDiffer(new Pair(List.of("a"), null), new Pair("a", null));
        assertDiffer(new Pair(1, null), new Pair(1L, null));
        assertDiffer(new Pair(Option.none(), null), new Pair(null, null));
        assertDiffer(new Pair(Colour.RED, null), new Pair("RED", null));
    }

    @Test
    void a_record_the_digest_cannot_see_from_its_own_package_is_read_part_by_part() {
        assertArrayEquals(sha256(new Hidden(1, "a")), sha256(new Hidden(1, "a")));
        assertDiffer(new Hidden(1, "a"), new Hidden(2, "a"));
    }

    @Test
    void a_change_anywhere_inside_changes_the_digest() {
        assertDiffer(new Pair(List.of(Instant.ofEpochSecond(5, 7)), Colour.RED),
                new Pair(List.of(Instant.ofEpochSecond(5, 8)), Colour.RED));
        assertDiffer(new Pair(List.of(Instant.ofEpochSecond(5, 7)), Colour.RED),
                new Pair(List.of(Instant.ofEpochSecond(5, 7)), Colour.GREEN));
        assertDiffer(new Pair(Map.of("k", true), null), new Pair(Map.of("k", false), null));
    }

    // stores keep commit ids in their items: a digest that drifted would not know a change set sent again (the
    // pins name this test's own records, so they moved with it; a change set's classes did not)
    private static final Object PINNED = new Pair(List.of("a", Instant.ofEpochSecond(5, 7), new Numbers(3, 4L, true),
            Colour.GREEN), new Pair(Option.some(new TreeMap<>(Map.of("k", 1L, "j", 2))), new Pair(Option.none(),
            new Pair(null, new Pair("x".repeat(600), new BigDecimal("1.50"))))));

    @Test
    void a_value_digests_as_it_always_has_with_its_classes_fingerprinted() {
        assertEquals("7fb3a57182b00cee26990f14eeaafd87ebd479cdf2b465c56eb473f0fcc26a24",
                HexFormat.of().formatHex(sha256(PINNED)));
    }

    @Test
    void a_value_digests_as_it_did_before_fingerprints_with_its_classes_named_in_full() {
        assertEquals("d7175352265306d790649454f183ade22e190939961a68c4eeb0268946891d9c",
                HexFormat.of().formatHex(ContentDigest.sha256(PINNED, ContentDigest.Naming.FULL_NAME)));
    }

    @Test
    void two_classes_with_the_same_parts_still_digest_apart_by_their_fingerprints() {
        assertDiffer(new Pair("a", "b"), new Swapped("a", "b"));
        assertDiffer(Colour.RED, Shade.RED);
    }

    @Test
    void a_text_longer_than_the_buffer_is_read_whole() {
        String longText = "x".repeat(5000);
        assertDiffer(new Pair(longText + "y", null), new Pair(longText + "z", null));
    }

    private static void assertDiffer(Object one, Object two) {
        assertFalse(Arrays.equals(sha256(one), sha256(two)), one + " and " + two);
    }

    /** The digest commit ids are made of: classes fed as fingerprints. */
    private static byte[] sha256(Object value) {
        return ContentDigest.sha256(value, ContentDigest.Naming.FINGERPRINT);
    }
}

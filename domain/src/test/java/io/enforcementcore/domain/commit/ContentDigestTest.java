package io.enforcementcore.domain.commit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.TaskStatus;
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
    // former forms' pins name this test's own records, so they moved with it; a change set's classes did not)
    private static final Object PINNED = new Pair(List.of("a", Instant.ofEpochSecond(5, 7), new Numbers(3, 4L, true),
            Colour.GREEN), new Pair(Option.some(new TreeMap<>(Map.of("k", 1L, "j", 2))), new Pair(Option.none(),
            new Pair(null, new Pair("x".repeat(600), new BigDecimal("1.50"))))));

    @Test
    void a_value_digests_as_it_always_has_in_the_current_form() {
        assertEquals("ec130c88f29465eb703be98576d003eafc2edbd9db56f3b9741775461f3490d3",
                HexFormat.of().formatHex(sha256(PINNED)));
    }

    @Test
    void a_value_digests_as_it_did_with_its_classes_fingerprinted() {
        assertEquals("7fb3a57182b00cee26990f14eeaafd87ebd479cdf2b465c56eb473f0fcc26a24",
                HexFormat.of().formatHex(former(PINNED, ContentDigest.Naming.FINGERPRINT)));
    }

    @Test
    void a_value_digests_as_it_did_before_fingerprints_with_its_classes_named_in_full() {
        assertEquals("d7175352265306d790649454f183ade22e190939961a68c4eeb0268946891d9c",
                HexFormat.of().formatHex(former(PINNED, ContentDigest.Naming.FULL_NAME)));
    }

    @Test
    void a_class_own_name_is_no_part_of_the_current_digest_so_a_renamed_class_digests_as_before() {
        assertArrayEquals(sha256(new Pair("a", "b")), sha256(new Swapped("a", "b")));
        assertArrayEquals(sha256(Colour.RED), sha256(Shade.RED));
    }

    @Test
    void two_kinds_of_one_family_with_the_same_parts_digest_apart_by_their_fixed_names() {
        DeadlineId deadline = new DeadlineId("deadline-1");
        assertDiffer(new EventPayload.DeadlineMet(deadline), new EventPayload.DeadlineMissed(deadline));
        assertDiffer(TaskStatus.OPEN, DeadlineStatus.OPEN);
    }

    @Test
    void the_former_forms_told_two_classes_with_the_same_parts_apart_by_their_names() {
        for (ContentDigest.Naming naming : List.of(ContentDigest.Naming.FINGERPRINT, ContentDigest.Naming.FULL_NAME)) {
            assertFalse(Arrays.equals(former(new Pair("a", "b"), naming), former(new Swapped("a", "b"), naming)));
        }
    }

    @Test
    void a_former_form_that_has_no_name_for_a_class_made_no_digest_of_it() {
        assertNull(ContentDigest.formerSha256(new Pair("a", new Numbers(1, 2L, false)),
                ContentDigest.Naming.FINGERPRINT, type -> type == Pair.class ? type.getName() : null, value -> value));
    }

    @Test
    void a_text_longer_than_the_buffer_is_read_whole() {
        String longText = "x".repeat(5000);
        assertDiffer(new Pair(longText + "y", null), new Pair(longText + "z", null));
    }

    private static void assertDiffer(Object one, Object two) {
        assertFalse(Arrays.equals(sha256(one), sha256(two)), one + " and " + two);
    }

    /** The digest commit ids are made of now. */
    private static byte[] sha256(Object value) {
        return ContentDigest.sha256(value);
    }

    /** A former form's digest, with the classes named as they are, and the values as they are. */
    private static byte[] former(Object value, ContentDigest.Naming naming) {
        return ContentDigest.formerSha256(value, naming, Class::getName, same -> same);
    }
}

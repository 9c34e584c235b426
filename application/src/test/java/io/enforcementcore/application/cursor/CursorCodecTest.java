package io.enforcementcore.application.cursor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.UseCaseFixtures;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

public class CursorCodecTest {
    public static final TenantId AGENCY_A = new TenantId("agency-a");
    static final TenantId AGENCY_B = new TenantId("agency-b");
    public static final String TIMELINE_OF_CASE_1 = CursorCodec.scope("AP02", "case-1");
    public static final String POSITION = "EVENT#2026-07-07T10:05:00.000Z#evt-9";
    public static final String ANOTHER_OR_ALTERED = "altered, or issued for another tenant or query, or under another secret";

    private final CursorCodec codec = codec(CursorKey.of(CursorKey.LONE_KEY_ID, UseCaseFixtures.SECRET));

    public static CursorCodec codec(CursorKey... newestFirst) {
        return new CursorCodec(CursorKeyRing.of(List.of(newestFirst)), new SecureRandom());
    }

    @Test
    void a_cursor_opens_to_its_position_for_the_same_tenant_and_query() {
        String cursor = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(Either.right(POSITION), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor));
    }

    @Test
    void positions_of_any_length_and_alphabet_come_back_as_they_went_in() {
        for (String position : List.of("x", "a".repeat(31), "b".repeat(32), "c".repeat(33), "085#1acd#\u00e9\u0080",
                "trailing zero\u0000", "\u20ac".repeat(200))) {
            String cursor = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, position);

            assertEquals(Either.right(position), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor), position);
        }
    }

    @Test
    void a_cursor_is_url_safe() {
        String cursor = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertTrue(cursor.matches("[A-Za-z0-9_-]+"), cursor);
    }

    @Test
    void the_same_position_is_sealed_differently_each_time_so_cursors_cannot_be_matched_up() {
        String first = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);
        String second = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertNotEquals(first, second);
        assertEquals(codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, first), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, second));
    }

    @Test
    void positions_of_similar_length_give_cursors_of_one_length() {
        int shortOne = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, "a").length();
        int longerOne = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, "a".repeat(31)).length();
        int overABlock = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, "a".repeat(32)).length();

        assertEquals(shortOne, longerOne);
        assertTrue(overABlock > longerOne);
    }

    @Test
    void a_refused_cursor_leaves_the_thread_able_to_open_and_seal_the_next() {
        String good = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);
        String anotherTenants = codec.encode(AGENCY_B, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(invalid(ANOTHER_OR_ALTERED), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, anotherTenants));
        assertEquals(Either.right(POSITION), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, good));
        String next = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, "after a refusal");
        assertEquals(Either.right("after a refusal"), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, next));
    }

    @Test
    void rejects_a_cursor_of_another_tenant() {
        String cursor = codec.encode(AGENCY_B, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(Either.right(POSITION), codec.decode(AGENCY_B, TIMELINE_OF_CASE_1, cursor));
        assertEquals(invalid(ANOTHER_OR_ALTERED), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor));
    }

    @Test
    void rejects_a_cursor_of_another_query_or_scope() {
        String cursor = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(invalid(ANOTHER_OR_ALTERED), codec.decode(AGENCY_A, CursorCodec.scope("AP02", "case-2"), cursor));
        assertEquals(invalid(ANOTHER_OR_ALTERED), codec.decode(AGENCY_A, CursorCodec.scope("AP14", "case-1"), cursor));
    }

    @Test
    void tenant_and_scope_are_bound_apart_so_moving_text_between_them_changes_the_binding() {
        String cursor = codec.encode(new TenantId("agency"), "-aAP02|case-1", POSITION);

        assertEquals(invalid(ANOTHER_OR_ALTERED), codec.decode(new TenantId("agency-a"), "AP02|case-1", cursor));
    }

    @Test
    void rejects_a_cursor_sealed_with_another_secret_under_the_same_key_id() {
        CursorCodec otherInstance = codec(CursorKey.of(CursorKey.LONE_KEY_ID,
                "another-secret-of-16-bytes".getBytes(StandardCharsets.UTF_8)));
        String cursor = otherInstance.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(invalid(ANOTHER_OR_ALTERED), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor));
    }

    @Test
    void an_instance_without_a_shared_secret_says_the_cursor_came_under_a_key_it_does_not_hold() {
        SecureRandom random = new SecureRandom();
        CursorCodec oneRun = new CursorCodec(CursorKeyRing.random(random), random);
        CursorCodec nextRun = new CursorCodec(CursorKeyRing.random(random), random);
        String cursor = oneRun.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(Either.right(POSITION), oneRun.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor));
        assertEquals(invalid("issued under a key this instance does not hold (a retired key, or another secret)"),
                nextRun.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor));
    }

    @Test
    void a_cursor_of_the_earlier_signed_format_is_told_to_start_again() {
        byte[] earlierFormat = new byte[80];
        earlierFormat[0] = 1;
        String cursor = Base64.getUrlEncoder().withoutPadding().encodeToString(earlierFormat);

        assertEquals(invalid("issued by another version of this service: start again from the first page"),
                codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor));
    }

    @Test
    void rejects_what_is_not_a_cursor_and_says_which_way_it_is_not() {
        String cursor = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);
        String form = "not in the form this service issues cursors in";

        assertEquals(invalid("empty"), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, ""));
        assertEquals(invalid(form), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, "not a cursor!"));
        assertEquals(invalid(form), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, "%%%"));
        assertEquals(invalid(form), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor + "="));
        assertEquals(invalid(form), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor.replace('-', '+')
                .replace('_', '/') + "+"));
        assertEquals(invalid("longer than any cursor this service issues"),
                codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, "a".repeat(CursorCodec.MAX_CURSOR_CHARS + 1)));
        assertEquals(invalid("cut short or lengthened"), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, "AgdkZWZhdWx0"));
    }

    @Test
    void scope_parameters_cannot_run_into_each_other() {
        assertNotEquals(CursorCodec.scope("AP03", "a|b", ""), CursorCodec.scope("AP03", "a", "b|"));
        assertNotEquals(CursorCodec.scope("AP03", "a\\", "|b"), CursorCodec.scope("AP03", "a\\|", "b"));
    }

    public static Either<Rejection, String> invalid(String reason) {
        return Either.left(new Rejection.InvalidCursor(reason));
    }
}

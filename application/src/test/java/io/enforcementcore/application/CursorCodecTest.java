package io.enforcementcore.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class CursorCodecTest {
    private static final TenantId AGENCY_A = new TenantId("agency-a");
    private static final TenantId AGENCY_B = new TenantId("agency-b");
    private static final String TIMELINE_OF_CASE_1 = CursorCodec.scope("AP02", "case-1");
    private static final String POSITION = "EVENT#2026-07-07T10:05:00.000Z#evt-9";

    private final CursorCodec codec = new CursorCodec(UseCaseFixtures.SECRET);

    @Test
    void a_cursor_opens_to_its_position_for_the_same_tenant_and_query() {
        String cursor = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(Either.right(POSITION), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor));
    }

    @Test
    void a_cursor_is_url_safe_and_does_not_show_the_position() {
        String cursor = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertTrue(cursor.matches("[A-Za-z0-9_-]+"), cursor);
        assertTrue(!cursor.contains("EVENT"));
    }

    @Test
    void rejects_a_cursor_of_another_tenant() {
        String cursor = codec.encode(AGENCY_B, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(invalid("issued for another tenant"), codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor));
    }

    @Test
    void rejects_a_cursor_of_another_query_or_scope() {
        String cursor = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(invalid("issued for another query"),
                codec.decode(AGENCY_A, CursorCodec.scope("AP02", "case-2"), cursor));
        assertEquals(invalid("issued for another query"),
                codec.decode(AGENCY_A, CursorCodec.scope("AP14", "case-1"), cursor));
    }

    @Test
    void rejects_every_single_character_alteration() {
        String cursor = codec.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);
        for (int i = 0; i < cursor.length(); i++) {
            char replacement = cursor.charAt(i) == 'A' ? 'B' : 'A';
            String altered = cursor.substring(0, i) + replacement + cursor.substring(i + 1);

            Either<Rejection, String> decoded = codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, altered);

            assertTrue(decoded.isLeft(), "accepted a cursor altered at " + i);
            assertInstanceOf(Rejection.InvalidCursor.class, decoded.getLeft());
        }
    }

    @Test
    void rejects_a_forged_payload_without_the_secret() {
        String cursor = codec.encode(AGENCY_B, TIMELINE_OF_CASE_1, POSITION);
        byte[] token = Base64.getUrlDecoder().decode(cursor);
        byte[] forged = new String(token, StandardCharsets.ISO_8859_1).replace("agency-b", "agency-a")
                .getBytes(StandardCharsets.ISO_8859_1);

        String forgedCursor = Base64.getUrlEncoder().withoutPadding().encodeToString(forged);

        assertEquals(invalid("altered, or not issued by this service"),
                codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, forgedCursor));
    }

    @Test
    void rejects_a_cursor_signed_with_another_secret() {
        CursorCodec otherInstance = new CursorCodec("another-secret-of-16-bytes".getBytes(StandardCharsets.UTF_8));
        String cursor = otherInstance.encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(invalid("altered, or not issued by this service"),
                codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, cursor));
    }

    @Test
    void rejects_garbage() {
        for (String garbage : new String[] {"", "not a cursor!", "AAAA", "%%%", "a".repeat(9000)}) {
            Either<Rejection, String> decoded = codec.decode(AGENCY_A, TIMELINE_OF_CASE_1, garbage);

            assertTrue(decoded.isLeft(), garbage);
            assertInstanceOf(Rejection.InvalidCursor.class, decoded.getLeft());
        }
    }

    @Test
    void scope_parameters_cannot_run_into_each_other() {
        assertNotEquals(CursorCodec.scope("AP03", "a|b", ""), CursorCodec.scope("AP03", "a", "b|"));
        assertNotEquals(CursorCodec.scope("AP03", "a\\", "|b"), CursorCodec.scope("AP03", "a\\|", "b"));
    }

    @Test
    void refuses_a_short_secret() {
        assertThrows(IllegalArgumentException.class, () -> new CursorCodec(new byte[15]));
    }

    private static Either<Rejection, String> invalid(String reason) {
        return Either.left(new Rejection.InvalidCursor(reason));
    }
}

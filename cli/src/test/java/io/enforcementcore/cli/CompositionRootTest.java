package io.enforcementcore.cli;

import static io.enforcementcore.cli.CompositionRoot.CURSOR_SECRETS_ENV;
import static io.enforcementcore.cli.CompositionRoot.CURSOR_SECRET_ENV;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.cursor.CursorKey;
import io.enforcementcore.application.cursor.CursorKeysMisconfigured;
import io.enforcementcore.domain.rejection.Rejection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CompositionRootTest {
    private static final String JUNE = "the june cursor secret: 32 bytes";
    private static final String JULY = "the july cursor secret: 32 bytes";

    @Test
    void the_one_secret_is_the_lone_key() {
        List<CursorKey> keys = CompositionRoot.cursorKeys(Map.of(CURSOR_SECRET_ENV, JUNE));

        assertEquals(List.of(CursorKey.LONE_KEY_ID), ids(keys));
    }

    @Test
    void rotation_lists_keys_newest_first_as_id_equals_secret() {
        List<CursorKey> keys = CompositionRoot.cursorKeys(Map.of(CURSOR_SECRETS_ENV,
                "k-2026-07=" + JULY + ", default=" + JUNE));

        assertEquals(List.of("k-2026-07", "default"), ids(keys));
    }

    @Test
    void a_secret_may_hold_an_equals_sign_since_only_the_first_one_ends_the_id() {
        List<CursorKey> keys = CompositionRoot.cursorKeys(Map.of(CURSOR_SECRETS_ENV, "k1=a=b=c=d=e=f=g=h=i"));

        assertEquals(List.of("k1"), ids(keys));
    }

    @Test
    void nothing_set_or_blank_means_a_random_key_per_run() {
        assertEquals(List.of(), CompositionRoot.cursorKeys(Map.of()));
        assertEquals(List.of(), CompositionRoot.cursorKeys(Map.of(CURSOR_SECRET_ENV, " ", CURSOR_SECRETS_ENV, "")));
    }

    @Test
    void a_short_secret_is_refused_naming_the_variable_the_minimum_and_its_length() {
        assertEquals(CURSOR_SECRET_ENV + ": a cursor secret needs at least 16 bytes; this one has 5",
                refusal(Map.of(CURSOR_SECRET_ENV, "short")));
        assertEquals(CURSOR_SECRETS_ENV + ": a cursor secret needs at least 16 bytes; the one of key 'k-old' has 3",
                refusal(Map.of(CURSOR_SECRETS_ENV, "k-new=" + JULY + ",k-old=abc")));
    }

    @Test
    void a_malformed_rotation_list_is_refused_saying_how_to_write_it() {
        String notIdEqualsSecret = CURSOR_SECRETS_ENV + ": entry 2 is not id=secret (keys are id=secret, newest "
                + "first, separated by commas; a secret here holds no comma)";
        assertEquals(notIdEqualsSecret, refusal(Map.of(CURSOR_SECRETS_ENV, "k1=" + JULY + "," + JUNE)));
        assertEquals(notIdEqualsSecret, refusal(Map.of(CURSOR_SECRETS_ENV, "k1=" + JULY + ",")));
        assertEquals(CURSOR_SECRETS_ENV + ": the cursor key id 'k1' is given twice: each key needs an id of its own",
                refusal(Map.of(CURSOR_SECRETS_ENV, "k1=" + JULY + ",k1=" + JUNE)));
        assertTrue(refusal(Map.of(CURSOR_SECRETS_ENV, "=" + JULY)).startsWith(CURSOR_SECRETS_ENV
                + ": a cursor key id is 1 to 32 letters"));
    }

    @Test
    void both_variables_at_once_are_refused_rather_than_one_silently_winning() {
        assertEquals("set " + CURSOR_SECRET_ENV + " or " + CURSOR_SECRETS_ENV + ", not both: while rotating, list "
                + "the new secret first in " + CURSOR_SECRETS_ENV,
                refusal(Map.of(CURSOR_SECRET_ENV, JULY, CURSOR_SECRETS_ENV, "default=" + JUNE)));
    }

    @Test
    void no_refusal_repeats_a_secret() {
        for (Map<String, String> environment : List.of(Map.of(CURSOR_SECRETS_ENV, "k1=" + JULY + ",k1=" + JUNE),
                Map.of(CURSOR_SECRETS_ENV, "k1=" + JULY + "," + JUNE), Map.of(CURSOR_SECRET_ENV, "too short!"))) {
            String refusal = refusal(environment);

            assertTrue(!refusal.contains("june") && !refusal.contains("july") && !refusal.contains("short!"),
                    refusal);
        }
    }

    @Test
    void a_refused_cursor_hints_at_the_shared_secret_only_when_none_is_set() {
        Rejection refused = new Rejection.InvalidCursor("issued under a key this instance does not hold");

        assertTrue(CompositionRoot.cursorHint(refused, Map.of()).get().contains(CURSOR_SECRET_ENV));
        assertTrue(CompositionRoot.cursorHint(refused, Map.of(CURSOR_SECRET_ENV, JULY)).isEmpty());
        assertTrue(CompositionRoot.cursorHint(refused, Map.of(CURSOR_SECRETS_ENV, "k1=" + JULY)).isEmpty());
        assertTrue(CompositionRoot.cursorHint(new Rejection.NotFound("case", "c-1"), Map.of()).isEmpty());
    }

    private static String refusal(Map<String, String> environment) {
        return assertThrows(CursorKeysMisconfigured.class, () -> CompositionRoot.cursorKeys(environment)).getMessage();
    }

    private static List<String> ids(List<CursorKey> keys) {
        return keys.stream().map(CursorKey::id).toList();
    }
}

package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class KeySafeTest {

    @ParameterizedTest
    @ValueSource(strings = {"c-123", "ABC-2026-0001", "nadia.rahman", "Ünïcödé-ok"})
    void accepts_ids_that_cannot_break_the_key_grammar(String id) {
        assertEquals(id, new CaseId(id).value());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "''                | must not be blank",
            "'   '             | must not be blank",
            "'c#1'             | must not contain '#', the key delimiter",
            "' c1'             | must not start or end with whitespace",
    })
    void refuses_ids_that_could_break_the_key_grammar(String id, String reason) {
        InvalidValue e = assertThrows(InvalidValue.class, () -> new CaseId(id));
        assertEquals("caseId", e.field());
        assertEquals(reason, e.reason());
    }

    @org.junit.jupiter.api.Test
    void refuses_control_characters_and_surrogates() {
        assertEquals("must not contain control characters",
                assertThrows(InvalidValue.class, () -> new TaskId("t\n1")).reason());
        assertEquals("must contain only characters of the Basic Multilingual Plane",
                assertThrows(InvalidValue.class, () -> new TaskId("t\uD83D\uDE00")).reason());
    }

    @org.junit.jupiter.api.Test
    void refuses_ids_longer_than_the_limit_and_accepts_the_limit() {
        String atLimit = "x".repeat(KeySafe.MAX_ID_LENGTH);
        assertEquals(atLimit, new PartyId(atLimit).value());
        InvalidValue e = assertThrows(InvalidValue.class, () -> new PartyId(atLimit + "x"));
        assertEquals("must be at most 64 characters, was 65", e.reason());
    }

    @org.junit.jupiter.api.Test
    void external_references_may_be_longer_than_ids_but_are_bounded_too() {
        String ref = "R".repeat(KeySafe.MAX_REF_LENGTH);
        assertEquals(ref, new ExternalRef(ref).value());
        assertEquals("externalRef", assertThrows(InvalidValue.class, () -> new ExternalRef(ref + "R")).field());
    }

    @ParameterizedTest
    @ValueSource(strings = {"a\uD800b", "a\uDC00b", "ends high \uD83D", "\uDE00starts low", "two highs \uD83D\uD83D"})
    void refuses_free_text_with_a_lone_surrogate_naming_the_field(String text) {
        InvalidValue e = assertThrows(InvalidValue.class, () -> new Title(text));
        assertEquals("title", e.field());
        assertEquals(true, e.reason().startsWith("must be valid Unicode, but has a lone surrogate at position "),
                e.reason());
    }

    @org.junit.jupiter.api.Test
    void accepts_free_text_with_characters_beyond_the_basic_plane() {
        assertEquals("Scheme \uD83D\uDCB0 2026", new Title("Scheme \uD83D\uDCB0 2026").value());
    }
}

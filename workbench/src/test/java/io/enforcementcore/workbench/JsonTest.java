package io.enforcementcore.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void writes_fields_in_the_order_they_were_given() {
        assertEquals("{\"b\":1,\"a\":[true,null,\"x\"]}",
                Json.write(Json.object("b", 1, "a", Arrays.asList(true, null, "x"))));
    }

    @Test
    void escapes_quotes_backslashes_and_control_characters() {
        assertEquals("\"say \\\"hi\\\"\\\\ \\n\\t\\u0001 \u2014\"", Json.write("say \"hi\"\\ \n\t\u0001 \u2014"));
    }

    @Test
    void writes_whole_numbers_without_a_fraction_and_no_number_as_null() {
        assertEquals("[1,2,0.25,null,null,42,0,-1.5,12345.6789]", Json.write(List.of(1.0, 2L, 0.25, Double.NaN,
                Double.POSITIVE_INFINITY, 42, 0.00001, -1.5, 12345.67891)));
    }

    @Test
    void writes_a_document_it_is_given_as_it_is() {
        assertEquals("{\"output\":{\"a\":1}}", Json.write(Json.object("output", new Json.Raw("{\"a\":1}\n"))));
    }

    @Test
    void an_error_names_its_kind_in_words_and_never_ends_with_zero() {
        assertEquals("{\"error\":{\"kind\":\"not-found\",\"message\":\"gone\",\"exitCode\":2}}",
                new ErrorReport("not-found", "gone", ExitCode.REJECTED).document());
        assertThrows(IllegalArgumentException.class, () -> new ErrorReport("NotFound", "gone", ExitCode.REJECTED));
        assertThrows(IllegalArgumentException.class, () -> new ErrorReport("done", "fine", ExitCode.DONE));
    }
}

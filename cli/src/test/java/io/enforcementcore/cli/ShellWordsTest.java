package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShellWordsTest {

    @Test
    void splits_on_whitespace_and_keeps_quoted_spaces() {
        assertEquals(List.of("open-case", "--title", "Price-fixing cartel \u2014 PT Maju", "--risk", "82"),
                ShellWords.split("  open-case --title \"Price-fixing cartel \u2014 PT Maju\"   --risk 82 "));
    }

    @Test
    void keeps_single_quoted_text_as_it_is() {
        assertEquals(List.of("--title", "a \"b\" \\c"), ShellWords.split("--title 'a \"b\" \\c'"));
    }

    @Test
    void a_backslash_escapes_the_next_character() {
        assertEquals(List.of("a b", "\"", ""), ShellWords.split("a\\ b \\\" ''"));
    }

    @Test
    void refuses_an_unclosed_quote() {
        assertThrows(IllegalArgumentException.class, () -> ShellWords.split("--title \"never closed"));
    }
}

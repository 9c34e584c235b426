package io.enforcementcore.design.ops;

import static io.enforcementcore.design.ops.Tree.map;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/** What the renderer writes, a YAML parser reads back as the same tree, whatever the strings look like. */
class YamlRendererTest {

    @Test
    void strings_that_look_like_booleans_numbers_or_syntax_are_read_back_as_strings() {
        Map<String, Object> tree = map(
                "words", List.of("yes", "No", "on", "null", "Y", "", "123", "1.5", "-x", "a: b", "#tag", "x #y",
                        "Fn::Sub", "${Table}", "quote \" and \\ backslash", "[list]", "{map}", "*alias", "tab\there"),
                "numbers", List.of(0, 300, 4294967296L),
                "flags", List.of(true, false),
                "empty", map("map", map(), "list", List.of()),
                "nested", List.of(map("a", List.of(map("b", 1))), List.of("x", List.of("y"))),
                "block", "{\"widgets\":[\n{\"x\":1}\n]}\n",
                "blockWithoutNewline", "line one\nline two");

        Map<String, Object> read = new Yaml().load(YamlRenderer.render("a comment\nof two lines", tree));

        assertEquals(tree, read);
    }
}

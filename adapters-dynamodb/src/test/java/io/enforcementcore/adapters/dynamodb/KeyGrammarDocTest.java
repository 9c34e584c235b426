package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/** docs/key-grammar.md is generated from {@link KeyGrammarCatalog}; this test keeps the committed file honest. */
class KeyGrammarDocTest {
    private static final String REGENERATE = "regenerate.docs";

    @Test
    void committed_key_grammar_doc_matches_the_code() throws IOException {
        Path doc = repositoryRoot().resolve("docs").resolve("key-grammar.md");
        String generated = KeyGrammarCatalog.renderMarkdown();
        if (Boolean.getBoolean(REGENERATE)) {
            Files.createDirectories(doc.getParent());
            Files.writeString(doc, generated, StandardCharsets.UTF_8);
        }
        String committed = Files.exists(doc) ? Files.readString(doc, StandardCharsets.UTF_8) : "";
        assertEquals(generated, committed, "docs/key-grammar.md differs from the key grammar in code; rewrite it with "
                + "./mvnw -pl adapters-dynamodb test -Dtest=KeyGrammarDocTest -Dregenerate.docs=true and commit it");
    }

    @Test
    void every_key_template_of_the_grammar_is_in_the_catalog() throws IllegalAccessException {
        java.util.Set<KeyTemplate> catalogued = new java.util.HashSet<>();
        for (KeyGrammarCatalog.Entry e : KeyGrammarCatalog.ENTRIES) {
            catalogued.add(e.pk());
            catalogued.add(e.sk());
            e.indexes().forEach(i -> {
                catalogued.add(i.pk());
                catalogued.add(i.sk());
            });
        }
        for (java.lang.reflect.Field field : KeyGrammar.class.getDeclaredFields()) {
            if (field.getType() == KeyTemplate.class) {
                org.junit.jupiter.api.Assertions.assertTrue(catalogued.contains((KeyTemplate) field.get(null)),
                        field.getName() + " is missing from KeyGrammarCatalog, so from docs/key-grammar.md");
            }
        }
    }

    private static Path repositoryRoot() {
        Path dir = Paths.get(System.getProperty("user.dir")).toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("mvnw"))) {
                return d;
            }
        }
        throw new IllegalStateException("no mvnw at or above " + dir);
    }
}

package io.enforcementcore.adapters.dynamodb.table;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link KeyGrammarCatalog} describes every template of {@link KeyGrammar}, so docs/key-grammar.md does too. */
class KeyGrammarCatalogTest {

    @Test
    void every_key_template_of_the_grammar_is_in_the_catalog() throws IllegalAccessException {
        Set<KeyTemplate> catalogued = new HashSet<>();
        for (KeyGrammarCatalog.Entry e : KeyGrammarCatalog.ENTRIES) {
            catalogued.add(e.pk());
            catalogued.add(e.sk());
            e.indexes().forEach(i -> {
                catalogued.add(i.pk());
                catalogued.add(i.sk());
            });
        }
        for (Field field : KeyGrammar.class.getDeclaredFields()) {
            if (field.getType() == KeyTemplate.class) {
                assertTrue(catalogued.contains((KeyTemplate) field.get(null)),
                        field.getName() + " is missing from KeyGrammarCatalog, so from docs/key-grammar.md");
            }
        }
    }
}

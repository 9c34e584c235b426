package io.enforcementcore.adapters.dynamodb.table;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link KeyGrammarCatalog} describes every template of {@link KeyGrammar}, so docs/key-grammar.md does too. */
class KeyGrammarCatalogTest {

    @Test
    void every_key_template_of_the_grammar_is_in_the_catalog() throws IllegalAccessException {
        Set<KeyTemplate> catalogued = new HashSet<>();
        for (KeyGrammarCatalog.CatalogEntry e : KeyGrammarCatalog.ENTRIES) {
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

    /**
     * A reader of one item type asks for its sort-key prefix (AP02's {@code EVENT#}, AP06's {@code TASK#}), so
     * an item type that a newer version adds to a partition is invisible to older readers only if its sort
     * keys match no other type's template; this holds the grammar to that, on the table and in LSI1.
     */
    @Test
    void no_item_type_sort_key_has_the_shape_of_another_type_in_the_same_partition() {
        List<KeyTemplate[]> placements = new ArrayList<>();
        for (KeyGrammarCatalog.CatalogEntry e : KeyGrammarCatalog.ENTRIES) {
            placements.add(new KeyTemplate[] {e.pk(), e.sk()});
            e.indexes().stream().filter(i -> i.index().equals("LSI1"))
                    .forEach(i -> placements.add(new KeyTemplate[] {i.pk(), i.sk()}));
        }
        for (KeyTemplate[] one : placements) {
            for (KeyTemplate[] other : placements) {
                if (one != other && one[0].equals(other[0])) {
                    String example = other[1].fill(KeyGrammarCatalog.EXAMPLE_VALUES);
                    assertFalse(one[1].matches(example), other[1].pattern() + " has the shape of "
                            + one[1].pattern() + ": a reader of the one would read the other");
                }
            }
        }
    }
}

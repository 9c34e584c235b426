package io.enforcementcore.design;

import org.junit.jupiter.api.Test;

/** docs/key-grammar.md is generated from the adapter's key grammar catalog; this test keeps the committed file honest. */
class KeyGrammarDocTest {

    @Test
    void committed_key_grammar_doc_matches_the_code() {
        GeneratedDoc.assertCommitted("docs/key-grammar.md", DynamoDbDesign.keyGrammar(), "KeyGrammarDocTest");
    }
}

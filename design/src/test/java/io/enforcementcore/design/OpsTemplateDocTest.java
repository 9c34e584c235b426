package io.enforcementcore.design;

import org.junit.jupiter.api.Test;

/** docs/ops/enforcementcore-table.yaml is the ops template for the default table name, as the command line writes it. */
class OpsTemplateDocTest {

    @Test
    void committed_ops_template_matches_the_code() {
        GeneratedDoc.assertCommitted("docs/ops/enforcementcore-table.yaml", DynamoDbDesign.opsTemplate("EnforcementCore"),
                "OpsTemplateDocTest");
    }
}

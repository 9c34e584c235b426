package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.EveryCommandOnce;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/write-amplification.md} is rendered from the item writes the adapter reported while
 * {@link EveryCommandOnce} ran every command once on a fresh table of the test engine.
 */
class WriteAmplificationDocTest {

    @Test
    void committed_write_amplification_doc_matches_a_measured_run() {
        GeneratedDoc.assertCommitted("docs/write-amplification.md", DynamoDbDesign.writeAmplification(
                "a fresh table of the test engine: C01..C13 once each on one high-risk case (so the conditional "
                        + "high-risk index writes happen), C04 once more with an idempotency key, and C14 on one "
                        + "task left in schema 1", EveryCommandOnce.onAFreshTable().stream()
                        .map(EveryCommandOnce.Run::reported).toList()),
                "WriteAmplificationDocTest");
    }
}

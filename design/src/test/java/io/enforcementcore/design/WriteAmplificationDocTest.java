package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.EveryCommandOnce;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/write-amplification.md} is rendered from the item writes of {@link EveryCommandOnce}, which
 * ran every command once on a fresh table of the test engine, each priced from the full items the table
 * held before and after it (the adapter itself writes without reading, so it can only bound some of them).
 */
class WriteAmplificationDocTest {

    @Test
    void committed_write_amplification_doc_matches_a_measured_run() {
        GeneratedDoc.assertCommitted("docs/write-amplification.md", DynamoDbDesign.writeAmplification(
                "a fresh table of the test engine: C01..C13 once each on one high-risk case (so the conditional "
                        + "high-risk index writes happen), C04 once more with an idempotency key, C04, C05 and C06 on "
                        + "a task whose title takes it above 1 KB, C04 on a task just above 1 KB whose index entries are not, "
                        + "and C14 on one task left in schema 1; each write "
                        + "priced from the items the table held before and after it", EveryCommandOnce.onAFreshTable()
                        .stream().map(EveryCommandOnce.Run::priced).toList())
                        + DynamoDbDesign.leaseWrites(LeaseRun.MEASURED_ON, LeaseRun.measured().byPurpose,
                        LeaseRun.measured().unfencedC13, LeaseRun.measured().fencedC13),
                "WriteAmplificationDocTest");
    }
}

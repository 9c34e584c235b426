package io.enforcementcore.design;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.domain.model.RetentionPolicy;
import org.junit.jupiter.api.Test;

/** docs/adr/0001-single-table-design.md is the seed's ADR template filled from the code. */
class AdrDocTest {
    private final String adr = DynamoDbDesign.adr();

    @Test
    void committed_adr_matches_the_code() {
        GeneratedDoc.assertCommitted("docs/adr/0001-single-table-design.md", adr, "AdrDocTest");
    }

    @Test
    void has_every_section_of_the_template() {
        for (String section : new String[] {"## Status", "## Context", "## Access patterns", "## Decision",
                "## Key schema", "## Invariants", "## Trade-offs", "## Reversibility", "## Validation"}) {
            assertTrue(adr.contains("\n" + section + "\n"), section);
        }
    }

    @Test
    void states_how_stale_a_snapshot_may_be_for_how_long_and_who_repairs_it() {
        String snapshots = adr.substring(adr.indexOf("## Snapshots: how stale, and for how long\n"));
        for (String decided : new String[] {"never one it did not have", "until the relay's next run",
                "the drift sweep is the backstop", "at its schedule", "leaves the event pending",
                "party name on the edges", "repairs both edges of such a link"}) {
            assertTrue(snapshots.toLowerCase(java.util.Locale.ROOT).contains(decided.toLowerCase(java.util.Locale.ROOT)),
                    decided);
        }
    }

    @Test
    void lists_every_access_pattern_and_every_index() {
        TableModel.accessPatterns().forEach(plan -> assertTrue(adr.contains("- " + plan.id() + ": "
                + plan.question()), plan.id()));
        for (SecondaryIndex index : TableModel.indexes()) {
            assertTrue(adr.contains(index.name() + ": `" + index.partitionKey() + "` / `" + index.sortKey() + "`"),
                    index.name());
        }
    }

    @Test
    void states_the_invariants_the_conditions_enforce() {
        for (String invariant : new String[] {"attribute_not_exists(PK)", "version and current status",
                "requires status OPEN", "outbox event is written in the same transaction", "idempotency record"}) {
            assertTrue(adr.contains(invariant), invariant);
        }
    }

    @Test
    void states_the_retention_defaults_and_the_time_to_live_attribute() {
        for (String decided : new String[] {RetentionPolicy.DEFAULT.idempotencyWindow().toHours() + " hours for an idempotency record",
                RetentionPolicy.DEFAULT.publishedOutboxRetention().toDays() + " days for a published event",
                "`" + TableModel.TIME_TO_LIVE_ATTRIBUTE + "`, a Number of epoch seconds"}) {
            assertTrue(adr.contains(decided), decided);
        }
    }
}

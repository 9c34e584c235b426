package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.EveryCommandOnce.Run;
import io.enforcementcore.metering.ItemWrite;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every write the adapter reports as a charge, not a lower bound, is what a recount from the items the
 * engine held before and after it says, by DynamoDB's rules alone ({@link WriteRecount}): the item's size
 * and write units, and each index write sized by the entry the index projects.
 */
class WritesRecountedTest {
    private static final List<Run> RUNS = EveryCommandOnce.onAFreshTable();
    private static final List<List<ItemWrite>> RECOUNTED = WriteRecount.of(RUNS);

    @Test
    void every_write_reported_as_a_charge_is_the_recounted_charge() {
        List<List<ItemWrite>> charged = new ArrayList<>();
        List<List<ItemWrite>> recounted = new ArrayList<>();
        for (int run = 0; run < RUNS.size(); run++) {
            List<ItemWrite> reported = RUNS.get(run).reported();
            List<ItemWrite> mine = new ArrayList<>();
            List<ItemWrite> truth = new ArrayList<>();
            for (int i = 0; i < reported.size(); i++) {
                if (!reported.get(i).lowerBound()) {
                    mine.add(reported.get(i));
                    truth.add(RECOUNTED.get(run).get(i));
                }
            }
            charged.add(mine);
            recounted.add(truth);
        }

        WriteDifferences differences = WriteDifferences.of(charged, recounted);

        assertTrue(differences.writes() >= 30, differences::toString);
        assertTrue(differences.none(), differences::toString);
    }

    @Test
    void every_write_reported_as_a_lower_bound_is_at_most_the_recounted_charge() {
        for (int run = 0; run < RUNS.size(); run++) {
            for (int i = 0; i < RUNS.get(run).reported().size(); i++) {
                ItemWrite reported = RUNS.get(run).reported().get(i);
                ItemWrite recounted = RECOUNTED.get(run).get(i);
                assertTrue(!reported.lowerBound() || reported.capacityUnits() <= recounted.capacityUnits(),
                        reported + " against " + recounted);
            }
        }
    }
}

package io.enforcementcore.acceptance.metering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.EveryCommandOnce;
import io.enforcementcore.adapters.dynamodb.StorageRecorder;
import io.enforcementcore.adapters.dynamodb.WriteDifferences;
import io.enforcementcore.adapters.dynamodb.WriteRecount;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.metering.ItemWrite;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A team that reads write amplification off the in-memory store reads what DynamoDB would charge: every
 * command run once on both stores, each write the in-memory store reports (sized by the adapter's own
 * {@link DynamoDbStorage#itemSizing()}) is the charge recounted from the items the engine actually held before
 * and after it, audit stamps and commit marks included, index writes sized by the entries the indexes project.
 */
class WriteSizesAgreeTest {

    @Test
    void every_write_the_in_memory_store_reports_is_the_charge_recounted_on_the_engine() {
        List<EveryCommandOnce.Run> engine = EveryCommandOnce.onAFreshTable();
        List<List<ItemWrite>> recounted = WriteRecount.of(engine);
        StorageRecorder recorder = new StorageRecorder();
        List<List<ItemWrite>> inMemory = EveryCommandOnce.reportedBy(InMemoryStorage.create(recorder,
                DynamoDbStorage.itemSizing()), recorder);

        // the engine's last run is the migration of an outdated item, which the in-memory store never holds
        assertEquals(engine.size() - 1, inMemory.size());
        WriteDifferences differences = WriteDifferences.of(inMemory, recounted.subList(0, inMemory.size()));

        assertTrue(inMemory.stream().flatMap(List::stream).noneMatch(ItemWrite::lowerBound),
                "the in-memory store sees every item it writes");
        assertTrue(differences.none(), differences::toString);
    }
}

package io.enforcementcore.acceptance.metering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.ReadDataSet;
import io.enforcementcore.adapters.dynamodb.StorageRecorder;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.StorageCall;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A team that watches the in-memory store's metrics in its tests sees what DynamoDB would bill: on the same
 * data, every access pattern's reads are reported at the bytes the engine's answers hold, audit stamps and
 * commit marks included, by the in-memory store sized with the adapter's own {@link DynamoDbStorage#itemSizing()}.
 */
class ReadSizesAgreeTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private static final Map<String, Long> ENGINE = new LinkedHashMap<>();
    private static final Map<String, Long> IN_MEMORY = new LinkedHashMap<>();

    @BeforeAll
    static void askEveryQuestionOfBothStores() {
        StorageRecorder engine = new StorageRecorder();
        ask(DynamoDbTestStores.connect(TABLE, engine), engine, ENGINE);
        StorageRecorder memory = new StorageRecorder();
        ask(InMemoryStorage.create(memory, DynamoDbStorage.itemSizing()), memory, IN_MEMORY);
    }

    private static void ask(StoragePorts ports, StorageRecorder recorder, Map<String, Long> bytes) {
        ReadDataSet.seed(ports);
        List<StorageCall> calls = new ArrayList<>();
        ReadDataSet.askEveryQuestionOnce(ports, question -> calls.addAll(recorder.callsOf(question)));
        calls.forEach(call -> bytes.merge(call.attribution(), call.bytes(), Long::sum));
    }

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void every_access_pattern_reads_the_same_bytes_on_both_stores() {
        assertTrue(ENGINE.values().stream().allMatch(bytes -> bytes > 0) && ENGINE.size() >= 14, ENGINE.toString());
        assertEquals(ENGINE, IN_MEMORY);
    }
}

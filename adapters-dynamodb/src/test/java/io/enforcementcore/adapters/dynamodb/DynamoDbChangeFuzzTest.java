package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.write.CommitMarks;
import io.enforcementcore.domain.contract.ChangeFuzzContract;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * The fuzz on the engine. What a refused commit must leave unchanged is read in one consistent Scan of
 * every item's key and commit mark: a write adds or removes a key or re-marks the item, since every put
 * and update the adapter makes carries its commit's id. A Scan costs the engine as much as the table
 * holds, so each stretch of the fuzz runs on an empty table of its own, and the Scan reads only what
 * that stretch wrote.
 */
class DynamoDbChangeFuzzTest extends ChangeFuzzContract {
    private String table;
    private DynamoDbStorage storage;
    // outside the request rules, which let only the migration scan
    private DynamoDbStorage raw;

    @Override
    protected StoragePorts storage() {
        table = DynamoDbTestStores.freshTable();
        storage = DynamoDbTestStores.storage(table, ForObservingStorage.NONE);
        raw = DynamoDbStorage.connect(DynamoDbTestStores.settings(table), ForObservingStorage.NONE,
                override -> { }, Retrier.standard());
        return storage.ports();
    }

    @Override
    protected StoragePorts storeForNextStretch() {
        dropTable();
        return storage();
    }

    @Override
    protected int calls() {
        return Integer.getInteger("fuzz.engine.calls", 1_000);
    }

    @Override
    protected Object snapshot(Universe universe) {
        Map<ItemKey, AttributeValue> marks = new HashMap<>();
        Map<String, AttributeValue> start = null;
        do {
            ScanResponse page = raw.client().scan(ScanRequest.builder().tableName(table).consistentRead(true)
                    .projectionExpression("#pk, #sk, #mark").expressionAttributeNames(Map.of("#pk", KeyGrammar.PK,
                            "#sk", KeyGrammar.SK, "#mark", CommitMarks.ATTRIBUTE))
                    .exclusiveStartKey(start).build());
            page.items().forEach(item -> marks.put(ItemKey.of(item), item.get(CommitMarks.ATTRIBUTE)));
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return marks;
    }

    @AfterEach
    void dropTable() {
        storage.close();
        raw.close();
        DynamoDbTestStores.dropTable(table);
    }
}

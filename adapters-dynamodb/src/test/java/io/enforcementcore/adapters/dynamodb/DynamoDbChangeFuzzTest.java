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
import org.junit.jupiter.api.AfterAll;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * The fuzz on the engine, on a table of its own. What a refused commit must leave unchanged is read in
 * one consistent Scan of every item's key and commit mark: a write adds or removes a key or re-marks the
 * item, since every put and update the adapter makes carries its commit's id.
 */
class DynamoDbChangeFuzzTest extends ChangeFuzzContract {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    // outside the request rules, which let only the migration scan
    private static final DynamoDbStorage RAW = DynamoDbStorage.connect(DynamoDbTestStores.settings(TABLE),
            ForObservingStorage.NONE, override -> { }, Retrier.standard());

    @Override
    protected StoragePorts storage() {
        return DynamoDbTestStores.connect(TABLE, ForObservingStorage.NONE);
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
            ScanResponse page = RAW.client().scan(ScanRequest.builder().tableName(TABLE).consistentRead(true)
                    .projectionExpression("#pk, #sk, #mark").expressionAttributeNames(Map.of("#pk", KeyGrammar.PK,
                            "#sk", KeyGrammar.SK, "#mark", CommitMarks.ATTRIBUTE))
                    .exclusiveStartKey(start).build());
            page.items().forEach(item -> marks.put(ItemKey.of(item), item.get(CommitMarks.ATTRIBUTE)));
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return marks;
    }

    @AfterAll
    static void dropTable() {
        RAW.close();
        DynamoDbTestStores.dropTable(TABLE);
    }
}

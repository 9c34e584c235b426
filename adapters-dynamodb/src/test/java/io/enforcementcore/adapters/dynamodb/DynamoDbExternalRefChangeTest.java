package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.ExternalRefChangeContract;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import org.junit.jupiter.api.AfterAll;

/** C15 on the DynamoDB test engine, races included, on a table of this class's own. */
class DynamoDbExternalRefChangeTest extends ExternalRefChangeContract {
    private static final String TABLE = DynamoDbTestStores.freshTable();

    @Override
    protected StoragePorts storage() {
        return DynamoDbTestStores.connect(TABLE, ForObservingStorage.NONE);
    }

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }
}

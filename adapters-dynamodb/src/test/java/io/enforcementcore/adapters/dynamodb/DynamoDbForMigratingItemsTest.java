package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.ForMigratingItemsContract;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import org.junit.jupiter.api.AfterAll;

/** The ForMigratingItems contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbForMigratingItemsTest extends ForMigratingItemsContract {
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

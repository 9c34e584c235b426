package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.contract.StorageReportsContract;
import org.junit.jupiter.api.AfterAll;

/** The storage-reports contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbStorageReportsTest extends StorageReportsContract {
    private static final String TABLE = DynamoDbTestStores.freshTable();

    @Override
    protected StoragePorts storage(ForObservingStorage observer) {
        return DynamoDbTestStores.connect(TABLE, observer);
    }

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }
}

package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.CaseCountRacesContract;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import org.junit.jupiter.api.AfterAll;

/** The count races on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbCaseCountRacesTest extends CaseCountRacesContract {
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

package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.ClearanceConditionsContract;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import org.junit.jupiter.api.AfterAll;

/** Classification against clearance as conditions of the transaction, on a table of this class's own. */
class DynamoDbClearanceConditionsTest extends ClearanceConditionsContract {
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

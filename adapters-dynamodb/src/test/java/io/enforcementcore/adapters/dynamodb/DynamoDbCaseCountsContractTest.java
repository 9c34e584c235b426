package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.CaseCountsContract;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import org.junit.jupiter.api.AfterAll;

/** The counts contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbCaseCountsContractTest extends CaseCountsContract {
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

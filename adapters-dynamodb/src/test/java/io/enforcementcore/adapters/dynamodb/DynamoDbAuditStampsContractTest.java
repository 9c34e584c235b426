package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.AuditStampsContract;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import org.junit.jupiter.api.AfterAll;

/** The audit stamps contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbAuditStampsContractTest extends AuditStampsContract {
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

package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.ForRecallingCommandsContract;
import io.enforcementcore.domain.port.ForObservingStorage;
import io.enforcementcore.domain.port.StoragePorts;
import org.junit.jupiter.api.AfterAll;

/** The ForRecallingCommands contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbForRecallingCommandsTest extends ForRecallingCommandsContract {
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

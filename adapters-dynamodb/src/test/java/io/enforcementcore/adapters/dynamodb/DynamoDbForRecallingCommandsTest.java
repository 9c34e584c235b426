package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.ForRecallingCommandsContract;
import io.enforcementcore.domain.port.StoragePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The ForRecallingCommands contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbForRecallingCommandsTest extends ForRecallingCommandsContract {
    @RegisterExtension
    static final OwnTable TABLE = new OwnTable();

    @Override
    protected StoragePorts storage() {
        return TABLE.connect();
    }
}

package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.ForLeasingContract;
import io.enforcementcore.domain.port.StoragePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The ForLeasing contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbForLeasingTest extends ForLeasingContract {
    @RegisterExtension
    static final OwnTable TABLE = new OwnTable();

    @Override
    protected StoragePorts storage() {
        return TABLE.connect();
    }
}

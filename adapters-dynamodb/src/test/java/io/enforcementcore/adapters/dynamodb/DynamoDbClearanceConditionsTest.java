package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.ClearanceConditionsContract;
import io.enforcementcore.domain.port.StoragePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Classification against clearance as conditions of the transaction, on a table of this class's own. */
class DynamoDbClearanceConditionsTest extends ClearanceConditionsContract {
    @RegisterExtension
    static final OwnTable TABLE = new OwnTable();

    @Override
    protected StoragePorts storage() {
        return TABLE.connect();
    }
}

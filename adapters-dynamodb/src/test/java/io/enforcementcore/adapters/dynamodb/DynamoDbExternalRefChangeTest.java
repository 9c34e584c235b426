package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.ExternalRefChangeContract;
import io.enforcementcore.domain.port.StoragePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** C15 on the DynamoDB test engine, races included, on a table of this class's own. */
class DynamoDbExternalRefChangeTest extends ExternalRefChangeContract {
    @RegisterExtension
    static final OwnTable TABLE = new OwnTable();

    @Override
    protected StoragePorts storage() {
        return TABLE.connect();
    }
}

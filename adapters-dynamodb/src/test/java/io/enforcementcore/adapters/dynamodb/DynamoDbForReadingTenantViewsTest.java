package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.ForReadingTenantViewsContract;
import io.enforcementcore.domain.port.StoragePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The ForReadingTenantViews contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbForReadingTenantViewsTest extends ForReadingTenantViewsContract {
    @RegisterExtension
    static final OwnTable TABLE = new OwnTable();

    @Override
    protected StoragePorts storage() {
        return TABLE.connect();
    }
}

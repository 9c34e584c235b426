package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.contract.StorageReportsContract;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The storage-reports contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbStorageReportsTest extends StorageReportsContract {
    @RegisterExtension
    static final OwnTable TABLE = new OwnTable();

    @Override
    protected StoragePorts storage(ForObservingStorage observer) {
        return TABLE.connect(observer);
    }
}

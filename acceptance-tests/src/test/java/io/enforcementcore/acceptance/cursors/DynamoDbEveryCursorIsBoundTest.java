package io.enforcementcore.acceptance.cursors;

import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;

class DynamoDbEveryCursorIsBoundTest extends EveryCursorIsBoundContract {
    @Override
    protected StoragePorts freshStore() {
        return DynamoDbTestStores.freshStore(ForObservingStorage.NONE);
    }
}

package io.enforcementcore.acceptance.untrusted;

import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;

/** Fewer calls than in memory: most are refused before the engine is asked, the rest cost a request or more. */
class DynamoDbUntrustedInputTest extends UntrustedInputContract {
    @Override
    protected StoragePorts freshStore() {
        return DynamoDbTestStores.freshStore(ForObservingStorage.NONE);
    }

    @Override
    protected int calls() {
        return 1_500;
    }
}

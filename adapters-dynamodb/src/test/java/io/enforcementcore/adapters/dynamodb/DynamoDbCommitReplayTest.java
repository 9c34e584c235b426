package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.CommitReplayContract;
import io.enforcementcore.domain.port.StoragePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The commit replay contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbCommitReplayTest extends CommitReplayContract {
    @RegisterExtension
    static final OwnTable TABLE = new OwnTable();

    @Override
    protected StoragePorts storage() {
        return TABLE.connect();
    }
}

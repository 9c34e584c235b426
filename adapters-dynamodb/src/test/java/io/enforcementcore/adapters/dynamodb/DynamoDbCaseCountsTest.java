package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.contract.CaseCountsProperties;
import io.enforcementcore.domain.contract.CommandOnCase;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;

/** The counts property on the test engine: fewer sequences than in memory, each checked at its end. */
class DynamoDbCaseCountsTest extends CaseCountsProperties {
    private static final String TABLE = DynamoDbTestStores.freshTable();

    @Override
    protected StoragePorts storage() {
        return DynamoDbTestStores.connect(TABLE, ForObservingStorage.NONE);
    }

    @Override
    protected boolean checksAfterEveryCommand() {
        return false;
    }

    @Property(tries = 30)
    void a_case_counts_never_drift_from_its_items(@ForAll("commandSequences") List<CommandOnCase> commands) {
        countsAlwaysEqualTheItems(commands);
    }

    @AfterContainer
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }
}

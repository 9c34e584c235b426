package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.CaseCountsProperties;
import io.enforcementcore.domain.contract.CommandOnCase;
import io.enforcementcore.domain.port.StoragePorts;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

class InMemoryCaseCountsTest extends CaseCountsProperties {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }

    @Property(tries = 1000)
    void a_case_counts_never_drift_from_its_items(@ForAll("commandSequences") List<CommandOnCase> commands) {
        countsAlwaysEqualTheItems(commands);
    }
}

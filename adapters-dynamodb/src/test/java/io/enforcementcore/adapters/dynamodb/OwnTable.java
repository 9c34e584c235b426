package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A new, empty table on the test engine for one test class, dropped after the class's last test. Registered
 * on a static field, {@code @RegisterExtension static final OwnTable TABLE = new OwnTable();}, it gives each
 * class a table no other class writes to, while the tests of the class share it (each makes its own tenants
 * and ids, as the port contracts require).
 */
final class OwnTable implements AfterAllCallback {
    private final String name = DynamoDbTestStores.freshTable();

    String name() {
        return name;
    }

    /** A store on this table that reports to no one. */
    StoragePorts connect() {
        return connect(ForObservingStorage.NONE);
    }

    StoragePorts connect(ForObservingStorage observer) {
        return DynamoDbTestStores.connect(name, observer);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        DynamoDbTestStores.dropTable(name);
    }
}

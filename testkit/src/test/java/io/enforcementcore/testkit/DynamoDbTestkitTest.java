package io.enforcementcore.testkit;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The same tests on the DynamoDB engine the build starts, a table per test. */
class DynamoDbTestkitTest extends TestkitContract {
    @RegisterExtension
    static final EnforcementCoreExtension CORE = EnforcementCoreExtension.onDynamoDb(DynamoDbTestEngine.endpoint());
}

package io.enforcementcore.testkit;

import org.junit.jupiter.api.extension.ExtendWith;

/** The testkit as most users meet it: annotated, on the in-memory store. */
@ExtendWith(EnforcementCoreExtension.class)
class InMemoryTestkitTest extends TestkitContract {
}

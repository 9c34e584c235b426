package io.enforcementcore.acceptance.support;

import io.enforcementcore.domain.port.StoragePorts;

/**
 * A store opened for one scenario. Neither store needs releasing after a scenario: an in-memory store is
 * garbage once dropped, and the DynamoDB test stores close their clients when the test run ends.
 */
@FunctionalInterface
public interface OpenStore {
    StoragePorts ports();
}

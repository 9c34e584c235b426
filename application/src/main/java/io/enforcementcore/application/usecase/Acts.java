package io.enforcementcore.application.usecase;

import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.decision.Act;
import java.time.Instant;

/**
 * The act a command's decision is made under: the principal, the time, and one minted event id, which
 * the decision's timeline fact and outbox event share so that a consumer can match them.
 */
final class Acts {
    private Acts() {
    }

    static Act of(Wiring wiring, Principal principal, Instant at) {
        return new Act(principal.tenantId(), principal.userId(), principal.clearance(), at, wiring.newEventId());
    }
}

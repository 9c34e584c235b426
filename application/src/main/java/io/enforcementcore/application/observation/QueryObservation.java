package io.enforcementcore.application.observation;

import io.enforcementcore.application.observation.CommandObservation.Outcome;
import io.enforcementcore.domain.model.TenantId;
import java.time.Duration;
import java.util.Objects;

/**
 * How one answer to an access pattern ended.
 *
 * @param accessPattern the access pattern id, AP01..AP14
 * @param tenant        the tenant of the principal that asked
 * @param outcome       accepted, rejected or failed (a query is never replayed)
 * @param kind          why it was rejected or failed, labelled as in {@link CommandObservation#kind()}
 * @param duration      from the call to its answer, every request of every page it read included
 */
public record QueryObservation(String accessPattern, TenantId tenant, Outcome outcome, String kind,
                               Duration duration) {

    public QueryObservation {
        Objects.requireNonNull(accessPattern, "accessPattern");
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(duration, "duration");
        if (outcome == Outcome.REPLAYED) {
            throw new IllegalArgumentException("a query is never replayed");
        }
    }
}

package io.enforcementcore.application.job;

import io.enforcementcore.application.query.RelayReport;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/**
 * One relay run over the shards it was given, as a worker sees it.
 *
 * @param report        what it did
 * @param oldestPending when the oldest pending event it found occurred, before it relayed anything; none when
 *                      every shard it walked was empty
 * @param abandoned     whether it was told to stop before it ran out of events or budget: what it had not
 *                      taken up stays pending
 */
public record RelayRun(RelayReport report, Option<Instant> oldestPending, boolean abandoned) {
    public RelayRun {
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(oldestPending, "oldestPending");
    }
}

package io.enforcementcore.application.worker;

import io.enforcementcore.application.job.OutboxRelay;
import io.enforcementcore.application.job.RelayRun;
import io.enforcementcore.application.observation.CommandObservation;
import io.enforcementcore.application.observation.WorkerObservation;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.runtime.Wiring;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One round of the relay worker: the shards its claims give it now, relayed up to a batch. A full batch that
 * made progress means more may wait at once; anything less (the shards ran dry, every event failed, the
 * round was abandoned) means the worker waits as if idle, so that a channel that is down is not hammered.
 */
final class RelayRound implements LoopingWorker.Round<RelayReport> {
    private static final Logger LOG = LoggerFactory.getLogger(RelayRound.class);

    private final Wiring wiring;
    private final OutboxRelay relay;
    private final ShardClaims claims;
    private final int batchSize;
    private List<Integer> shardsBefore = List.of();

    RelayRound(Wiring wiring, OutboxRelay relay, ShardClaims claims, int batchSize) {
        this.wiring = wiring;
        this.relay = relay;
        this.claims = claims;
        this.batchSize = batchSize;
    }

    @Override
    public LoopingWorker.RoundOutcome<RelayReport> run(BooleanSupplier abandon) {
        Instant now = wiring.now();
        List<Integer> shards = List.copyOf(claims.shardsToWork(now));
        if (!shards.equals(shardsBefore)) {
            LOG.info("outbox relay worker: works shards {} (was {})", shards, shardsBefore);
            shardsBefore = shards;
        }
        long lostBefore = claims.lostMarks();
        BooleanSupplier stop = () -> abandon.getAsBoolean() || !claims.stillHeld(wiring.now());
        RelayRun run = relay.relay(shards, batchSize, stop, shard -> claims.markFor(shard, relay.plainMark()));
        int lostMarks = (int) (claims.lostMarks() - lostBefore);
        RelayReport report = run.report();
        boolean worked = report.published() + report.alreadyPublished() > 0;
        // a round its leases ended goes again at once: the next tick renews what is left and finds the rest
        boolean leasesEnded = run.abandoned() && !abandon.getAsBoolean();
        boolean moreWork = worked && (leasesEnded || !run.abandoned() && report.examined() >= batchSize);
        return new LoopingWorker.RoundOutcome<>(report, worked, moreWork, new WorkerObservation(WorkerObservation.OUTBOX_RELAY,
                Map.of("examined", report.examined(), "published", report.published(), "failed", report.failed(),
                        "alreadyPublished", report.alreadyPublished(), "duplicates", report.duplicates(),
                        "lostMarks", lostMarks),
                CommandObservation.NO_KIND, run.oldestPending().map(at -> Duration.between(at, now)), shards));
    }
}

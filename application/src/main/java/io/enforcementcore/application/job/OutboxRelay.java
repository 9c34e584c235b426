package io.enforcementcore.application.job;

import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.PlanningRefusals;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.OutboxDecisions;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.SystemActors;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.ForRelayingOutbox;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Try;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The pending outbox: listing it (AP10) and relaying it (C13). Both are platform jobs across tenants.
 *
 * <p>The relay publishes an event first and marks it published afterwards, so a crash in between
 * publishes it again on the next run: delivery is at-least-once and consumers drop duplicates by event
 * id. An event whose publishing fails stays pending and is counted failed; the run walks past it.
 * An event that is no longer pending when it is marked (another relay got there first, or the view
 * lagged) is counted already published. The budget of a run is shared out between the shards in
 * rounds, so that events that keep failing in one shard cannot starve the others, and budget a shard
 * does not need goes to those that still have events.
 *
 * <p>A rename (C12) is relayed only with its repair: before the event is published, the case's
 * case-title snapshots are brought up to the title on META now ({@link SnapshotRepair}), so that no
 * operator has to. A repair that cannot finish (its store fails, or items keep changing under it for
 * {@value #REPAIR_PASSES} passes) leaves the event pending and unpublished, counted failed and
 * unfinished: the next run repairs and relays it again. Nothing is ever published before its repair.
 */
public final class OutboxRelay {
    private static final Logger LOG = LoggerFactory.getLogger(OutboxRelay.class);
    static final int MAX_EVENTS_PER_RUN = 10_000;
    private static final CommandId COMMAND = CommandId.C13;
    public static final int REPAIR_PASSES = 3;
    private static final Comparator<OutboxEvent> OLDEST_FIRST = Comparator.comparing(OutboxEvent::occurredAt)
            .thenComparing(event -> event.eventId().value());

    private final Wiring wiring;
    private final SnapshotRepair repair;

    public OutboxRelay(Wiring wiring, SnapshotRepair repair) {
        this.wiring = wiring;
        this.repair = repair;
    }

    /** AP10: the first {@code limit} pending events of every shard, merged oldest first. */
    public Either<Rejection, List<OutboxEvent>> pending(Principal principal, int limit) {
        return AccessPolicy.runPlatformJobs(principal, "list the pending outbox")
                .flatMap(allowed -> PlanningRefusals.caught(() -> PlanningRefusals.inRange("limit", limit, 1, PageRequest.MAX_LIMIT)))
                .map(valid -> {
                    ForRelayingOutbox outbox = wiring.storage().outbox();
                    List<OutboxEvent> merged = new ArrayList<>();
                    for (int shard = 0; shard < outbox.shardCount(); shard++) {
                        merged.addAll(outbox.pending(shard, PageRequest.first(limit)).items());
                    }
                    return merged.stream().sorted(OLDEST_FIRST).limit(limit).toList();
                });
    }

    /** C13. */
    public Either<Rejection, RelayReport> relay(Principal principal, int maxEvents) {
        return AccessPolicy.runPlatformJobs(principal, "relay the outbox")
                .flatMap(allowed -> PlanningRefusals.caught(
                        () -> PlanningRefusals.inRange("maxEvents", maxEvents, 1, MAX_EVENTS_PER_RUN)))
                .map(this::relay);
    }

    private RelayReport relay(int maxEvents) {
        RelayTally tally = new RelayTally();
        List<ShardWalk> active = new ArrayList<>();
        for (int shard = 0; shard < wiring.storage().outbox().shardCount(); shard++) {
            active.add(new ShardWalk(shard));
        }
        // Rounds: each shard still holding events gets its share of what is left of the budget.
        while (tally.examined < maxEvents && !active.isEmpty()) {
            for (int i = 0; i < active.size(); i++) {
                int remaining = maxEvents - tally.examined;
                int shardsLeft = active.size() - i;
                active.get(i).relay((remaining + shardsLeft - 1) / shardsLeft, tally);
            }
            active.removeIf(walk -> walk.exhausted);
        }
        if (tally.failed > 0) {
            LOG.warn("C13 relay: {} of {} events could not be published and stay pending", tally.failed,
                    tally.examined);
        }
        if (tally.repairsUnfinished > 0) {
            LOG.warn("C13 relay: the snapshot repair of {} renames could not finish; they stay pending",
                    tally.repairsUnfinished);
        }
        LOG.info("C13 relay finished: {} events examined, {} published, {} failed, {} already published, {}"
                + " snapshots repaired, {} skipped", tally.examined, tally.published, tally.failed,
                tally.alreadyPublished, tally.snapshotsRepaired, tally.snapshotsSkipped);
        return new RelayReport(tally.examined, tally.published, tally.failed, tally.alreadyPublished,
                tally.snapshotsRepaired, tally.snapshotsSkipped, tally.repairsUnfinished);
    }

    private static final class RelayTally {
        int examined;
        int published;
        int failed;
        int alreadyPublished;
        int snapshotsRepaired;
        int snapshotsSkipped;
        int repairsUnfinished;
    }

    /** One shard, walked oldest first across rounds; events that stay pending are passed, not retried. */
    private final class ShardWalk {
        private final int shard;
        private Option<String> after = Option.none();
        private boolean exhausted;

        ShardWalk(int shard) {
            this.shard = shard;
        }

        void relay(int budget, RelayTally tally) {
            int relayed = 0;
            while (relayed < budget && !exhausted) {
                int limit = Math.min(budget - relayed, PageRequest.MAX_LIMIT);
                Page<OutboxEvent> page = wiring.storage().outbox().pending(shard, new PageRequest(limit, after));
                for (OutboxEvent event : page.items()) {
                    relayOne(event, tally);
                    relayed++;
                }
                exhausted = page.items().isEmpty() || page.next().isEmpty();
                after = page.next();
            }
        }
    }

    /**
     * Repairs the renamed case's snapshots until a pass finds none it could not repair; whether it got
     * there. A store failure is an unfinished repair, not the end of the run.
     */
    private boolean repaired(OutboxEvent event, RelayTally tally) {
        for (int pass = 0; pass < REPAIR_PASSES; pass++) {
            Try<SnapshotRepair.CaseRepair> done = Try.of(() -> repair.repair(event.tenantId(), event.caseId(),
                    SystemActors.OUTBOX_RELAY));
            if (done.isFailure()) {
                LOG.warn("C13 relay: a rename's snapshot repair failed; its event stays pending: {}",
                        done.getCause().getClass().getSimpleName());
                LOG.debug("C13 relay: the snapshot repair for event {} failed", event.eventId().value(), done.getCause());
                return false;
            }
            tally.snapshotsRepaired += done.get().repaired();
            tally.snapshotsSkipped += done.get().skipped();
            if (done.get().skipped() == 0) {
                return true;
            }
        }
        return false;
    }

    private void relayOne(OutboxEvent event, RelayTally tally) {
        tally.examined++;
        if (event.type() == EventType.CASE_RENAMED && !repaired(event, tally)) {
            tally.failed++;
            tally.repairsUnfinished++;
            return;
        }
        // A publisher that throws instead of answering a failure must not end the whole run.
        if (Try.of(() -> wiring.publisher().publish(event)).flatMap(published -> published).isFailure()) {
            tally.failed++;
            return;
        }
        Instant now = wiring.now();
        Either<Rejection, Committed> marked = wiring.storage().changes().commit(ChangeSet.of(COMMAND,
                event.tenantId(), Authorship.ofJob(SystemActors.OUTBOX_RELAY, now),
                OutboxDecisions.markPublished(event, now, wiring.retention())));
        if (marked.isRight()) {
            tally.published++;
        } else if (marked.getLeft() instanceof Rejection.NotFound) {
            tally.alreadyPublished++;
        } else {
            tally.failed++;
        }
    }
}

package io.enforcementcore.application.job;

import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.PlanningRefusals;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.OutboxDecisions;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.SystemActors;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.ForRelayingOutbox;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Try;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The pending outbox: listing it (AP10) and relaying it (C13). Both are platform jobs across tenants.
 *
 * <p>The relay publishes an event first and marks it published afterwards, so a crash in between
 * publishes it again on the next run: delivery is at-least-once and consumers drop duplicates by event
 * id. An event whose publishing fails stays pending and is counted failed; the run walks past it.
 * An event that is no longer pending when it is marked (another relay got there first, or the view
 * lagged) is counted already published. One whose mark fails otherwise (refused, or the store failed) stays
 * pending and the run goes on; it is published again later, and that publish is counted a duplicate. The budget of a run is shared out between the shards in
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
    private final PublishedUnmarked unmarked = new PublishedUnmarked();

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

    /** C13, over every shard; a run always ends by itself (its budget, or no events left). */
    public Either<Rejection, RelayReport> relay(Principal principal, int maxEvents) {
        return AccessPolicy.runPlatformJobs(principal, "relay the outbox")
                .flatMap(allowed -> PlanningRefusals.caught(
                        () -> PlanningRefusals.inRange("maxEvents", maxEvents, 1, MAX_EVENTS_PER_RUN)))
                .map(valid -> relay(everyShard(), maxEvents, () -> false, shard -> plainMark()).report());
    }

    /** Every shard of the store, in order. */
    public List<Integer> everyShard() {
        return IntStream.range(0, wiring.storage().outbox().shardCount()).boxed().toList();
    }

    /** The mark that finds the event still pending and nothing more: what every shard uses until it is owned. */
    public PublishedMark plainMark() {
        return (event, at) -> wiring.storage().changes().commit(ChangeSet.of(COMMAND, event.tenantId(),
                Authorship.ofJob(SystemActors.OUTBOX_RELAY, at), OutboxDecisions.markPublished(event, at,
                        wiring.retention())));
    }

    /** The mark of an owner of the event's shard: lands only while {@code lease} is still held as it was. */
    public PublishedMark leasedMark(Lease lease) {
        return (event, at) -> wiring.storage().changes().commit(ChangeSet.of(COMMAND, event.tenantId(),
                Authorship.ofJob(SystemActors.OUTBOX_RELAY, at), OutboxDecisions.markPublished(event, at,
                        wiring.retention(), lease)));
    }

    /**
     * A run over {@code shards} only, each marked by {@code marks}' mark for it, for a worker: it takes up
     * no further event once {@code stop} says so (the event in hand is published and marked, or left as it
     * was), and tells the oldest pending event it found.
     */
    public RelayRun relay(List<Integer> shards, int maxEvents, BooleanSupplier stop, IntFunction<PublishedMark> marks) {
        RelayTally tally = new RelayTally();
        List<ShardWalk> active = new ArrayList<>();
        for (int shard : shards) {
            active.add(new ShardWalk(shard, marks.apply(shard)));
        }
        // Rounds: each shard still holding events gets its share of what is left of the budget.
        while (tally.examined < maxEvents && !active.isEmpty() && !tally.stopped) {
            for (int i = 0; i < active.size() && !tally.stopped; i++) {
                int remaining = maxEvents - tally.examined;
                int shardsLeft = active.size() - i;
                active.get(i).relay((remaining + shardsLeft - 1) / shardsLeft, tally, stop);
            }
            active.removeIf(walk -> walk.exhausted);
        }
        if (tally.failed > 0) {
            LOG.warn("C13 relay: {} of {} events could not be published and marked and stay pending", tally.failed,
                    tally.examined);
        }
        if (tally.repairsUnfinished > 0) {
            LOG.warn("C13 relay: the snapshot repair of {} renames could not finish; they stay pending",
                    tally.repairsUnfinished);
        }
        if (tally.duplicates > 0) {
            LOG.warn("C13 relay: {} events were published again after an earlier publish could not be marked;"
                    + " consumers see them twice", tally.duplicates);
        }
        // a worker's idle rounds find nothing several times a minute: that is no news
        if (tally.examined > 0) {
            LOG.info("C13 relay finished: {} events examined, {} published, {} failed, {} already published, {}"
                    + " duplicates, {} snapshots repaired, {} skipped", tally.examined, tally.published, tally.failed,
                    tally.alreadyPublished, tally.duplicates, tally.snapshotsRepaired, tally.snapshotsSkipped);
        } else {
            LOG.debug("C13 relay finished: no pending event in shards {}", shards);
        }
        return new RelayRun(new RelayReport(tally.examined, tally.published, tally.failed, tally.alreadyPublished,
                tally.snapshotsRepaired, tally.snapshotsSkipped, tally.repairsUnfinished, tally.duplicates),
                Option.ofOptional(tally.oldest.stream().min(Comparator.naturalOrder())), tally.stopped);
    }

    private static final class RelayTally {
        int examined;
        int published;
        int failed;
        int alreadyPublished;
        int snapshotsRepaired;
        int snapshotsSkipped;
        int repairsUnfinished;
        int duplicates;
        boolean stopped;
        final List<Instant> oldest = new ArrayList<>();
    }

    /** One shard, walked oldest first across rounds; events that stay pending are passed, not retried. */
    private final class ShardWalk {
        private final int shard;
        private final PublishedMark mark;
        private Option<String> after = Option.none();
        private boolean exhausted;

        ShardWalk(int shard, PublishedMark mark) {
            this.shard = shard;
            this.mark = mark;
        }

        void relay(int budget, RelayTally tally, BooleanSupplier stop) {
            int relayed = 0;
            while (relayed < budget && !exhausted && !tally.stopped) {
                int limit = Math.min(budget - relayed, PageRequest.MAX_LIMIT);
                Page<OutboxEvent> page = wiring.storage().outbox().pending(shard, new PageRequest(limit, after));
                if (after.isEmpty() && !page.items().isEmpty()) {
                    tally.oldest.add(page.items().get(0).occurredAt());
                }
                for (OutboxEvent event : page.items()) {
                    if (stop.getAsBoolean()) {
                        tally.stopped = true;
                        return;
                    }
                    relayOne(event, mark, tally);
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

    private void relayOne(OutboxEvent event, PublishedMark mark, RelayTally tally) {
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
        if (unmarked.forget(event.eventId())) {
            tally.duplicates++;
        }
        // Published but not marked: a store that fails here must not end the run either; the event stays
        // pending, is published again later, and is remembered so that the second publish counts a duplicate.
        Either<Rejection, Committed> marked;
        try {
            marked = mark.mark(event, wiring.now());
        } catch (StorageFailure failure) {
            LOG.warn("C13 relay: an event was published but its mark failed in the store; it stays pending: {}",
                    failure.getClass().getSimpleName());
            unmarked.remember(event.eventId());
            tally.failed++;
            return;
        }
        if (marked.isRight()) {
            tally.published++;
        } else if (marked.getLeft() instanceof Rejection.NotFound) {
            tally.alreadyPublished++;
        } else {
            unmarked.remember(event.eventId());
            tally.failed++;
        }
    }
}

package io.enforcementcore.acceptance.fleet;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.inmemory.InMemoryEventChannel;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.job.PublishedMark;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.worker.LeasedShards;
import io.enforcementcore.application.worker.RelayWorkerSettings;
import io.enforcementcore.application.worker.ShardClaims;
import io.enforcementcore.application.worker.Worker;
import io.vavr.control.Try;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * One instance of a relay fleet: its own store and facade on the shared table, its own leases, its own
 * thread, publishing to the channel the fleet shares. {@link #kill} makes it die as a process does: after the
 * publish in hand, before its mark, without giving its leases back; {@code onPublish} lets a test stall it.
 */
final class FleetMember {
    private final ExecutorService thread = Executors.newSingleThreadExecutor();
    private final AtomicInteger published = new AtomicInteger();
    private final EnforcementCore core;
    private final LeasedShards leases;
    private final Worker<RelayReport> worker;
    private volatile boolean dying;
    private volatile boolean dead;

    FleetMember(DynamoDbStorage storage, InMemoryEventChannel channel, RelayWorkerSettings settings, Principal operator,
                IntConsumer onPublish) {
        this.core = EnforcementCoreBuilder.on(storage.ports()).publishingTo(event -> {
            Try<Void> sent = channel.publish(event);
            onPublish.accept(published.incrementAndGet());
            if (dying) {
                dead = true;
                // what a process that dies here leaves behind: a publish that no mark follows
                throw new ThreadDeath();
            }
            return sent;
        }).build();
        this.leases = core.workers().leasedShards(settings);
        this.worker = core.workers().relay(operator, settings, new DyingClaims(), thread).get();
    }

    void start() {
        worker.start();
    }

    /** Dies after the publish in hand; answers once its thread is gone. */
    void kill() {
        dying = true;
        while (!dead) {
            Thread.onSpinWait();
        }
        thread.shutdownNow();
    }

    boolean stop() {
        boolean ended = dead || worker.stop(Duration.ofSeconds(10));
        thread.shutdownNow();
        return ended;
    }

    LeasedShards leases() {
        return leases;
    }

    int published() {
        return published.get();
    }

    EnforcementCore core() {
        return core;
    }

    /** Its leases, until it dies: then it neither renews nor gives them back. */
    private final class DyingClaims implements ShardClaims {
        @Override
        public List<Integer> shardsToWork(Instant now) {
            if (dead) {
                throw new IllegalStateException("a dead instance works nothing");
            }
            return leases.shardsToWork(now);
        }

        @Override
        public PublishedMark markFor(int shard, PublishedMark plain) {
            return leases.markFor(shard, plain);
        }

        @Override
        public void release() {
            if (!dead) {
                leases.release();
            }
        }

        @Override
        public Duration waitAtMost(Duration wanted) {
            return leases.waitAtMost(wanted);
        }

        @Override
        public boolean stillHeld(Instant now) {
            return leases.stillHeld(now);
        }

        @Override
        public long lostMarks() {
            return leases.lostMarks();
        }
    }
}

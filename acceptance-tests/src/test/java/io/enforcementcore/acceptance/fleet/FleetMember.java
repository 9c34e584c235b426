package io.enforcementcore.acceptance.fleet;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.inmemory.InMemoryEventChannel;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.worker.LeasedShards;
import io.enforcementcore.application.worker.RelayWorkerSettings;
import io.enforcementcore.application.worker.Worker;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.model.LeaseRefused;
import io.enforcementcore.domain.port.ForLeasing;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.vavr.control.Either;
import io.vavr.control.Try;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * One instance of a relay fleet: its own store and facade on the shared table, its own leases, its own
 * thread, publishing to the channel the fleet shares. {@link #kill} makes it die as a process does: after the
 * publish in hand, before its mark, its leases left as they were (its store refuses every lease write from then
 * on, as a process that is gone makes none); {@code onPublish} lets a test stall it.
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
        StoragePorts ports = storage.ports();
        this.core = EnforcementCoreBuilder.on(new StoragePorts(ports.changes(), ports.cases(), ports.views(),
                ports.outbox(), ports.commands(), ports.migration(), new DyingLeases(ports.leases()))).publishingTo(event -> {
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
        this.worker = core.workers().relay(operator, settings, leases, thread).get();
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

    /** The store's leases, until it dies: then it neither beats, renews, takes nor gives back. */
    private final class DyingLeases implements ForLeasing {
        private final ForLeasing live;

        DyingLeases(ForLeasing live) {
            this.live = live;
        }

        private void alive(String operation) {
            if (dead) {
                throw new StoreUnavailable(operation + " by a dead instance", 0, new IllegalStateException("dead"));
            }
        }

        @Override
        public LeaseBoard board(LeaseGroup group) {
            alive("board");
            return live.board(group);
        }

        @Override
        public Either<LeaseRefused, Lease> take(LeaseName name, InstanceId taker, Instant now, Instant until) {
            alive("take");
            return live.take(name, taker, now, until);
        }

        @Override
        public Either<LeaseRefused, Lease> renew(Lease held, Instant until) {
            alive("renew");
            return live.renew(held, until);
        }

        @Override
        public Either<LeaseRefused, Lease> release(Lease held, Instant now) {
            alive("release");
            return live.release(held, now);
        }

        @Override
        public void beat(LeaseGroup group, InstanceId member, Instant until) {
            alive("beat");
            live.beat(group, member, until);
        }
    }
}

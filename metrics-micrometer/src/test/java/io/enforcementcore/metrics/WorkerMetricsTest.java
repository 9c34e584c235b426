package io.enforcementcore.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.application.worker.RelayWorkerSettings;
import io.enforcementcore.application.worker.Worker;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vavr.control.Try;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

class WorkerMetricsTest {
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

    @Test
    void a_relay_worker_counts_its_rounds_and_the_events_it_published_and_tells_its_lag() {
        EnforcementCore core = EnforcementCoreBuilder.on(InMemoryStorage.create())
                .publishingTo(event -> Try.success(null))
                .observedBy(new MicrometerCommandMetrics(registry)).build();
        for (int i = 1; i <= 3; i++) {
            core.openCase(Principal.of("kppu", "officer-1", Classification.RESTRICTED, Role.OFFICER),
                    new OpenCase(new ExternalRef("KPPU/2026/W" + i), new Title("Bid rigging"), new RiskScore(40),
                            Classification.RESTRICTED, new OrgId("kppu-tenders"))).get();
        }
        int pending = core.pendingOutbox(operator(), 100).get().size();
        Worker<RelayReport> worker = core.workers().relay(operator(), RelayWorkerSettings.builder()
                .minIdleWait(Duration.ofDays(1)).maxIdleWait(Duration.ofDays(1)).build()).get();

        worker.start();
        while (worker.rounds() == 0) {
            LockSupport.parkNanos(1_000_000);
        }
        worker.stop(Duration.ofMinutes(1));

        assertEquals(3, pending);
        assertEquals(1.0, registry.find(MicrometerCommandMetrics.WORKER_ROUNDS)
                .tags("worker", "outbox-relay", "outcome", "ended", "kind", "none").counter().count());
        assertEquals(pending, registry.find(MicrometerCommandMetrics.WORKER_EVENTS)
                .tags("worker", "outbox-relay", "count", "published").counter().count());
        assertEquals(0.0, registry.find(MicrometerCommandMetrics.WORKER_EVENTS)
                .tags("worker", "outbox-relay", "count", "duplicates").counter().count());
        assertTrue(registry.find(MicrometerCommandMetrics.WORKER_LAG).tags("worker", "outbox-relay").gauge()
                .value() >= 0);
    }

    @Test
    void a_relay_worker_counts_the_leases_it_took_and_gave_back_and_gauges_those_it_holds() {
        EnforcementCore core = EnforcementCoreBuilder.on(InMemoryStorage.create())
                .publishingTo(event -> Try.success(null))
                .observedBy(new MicrometerCommandMetrics(registry)).build();
        Worker<RelayReport> worker = core.workers().relay(operator(), RelayWorkerSettings.builder()
                .minIdleWait(Duration.ofDays(1)).maxIdleWait(Duration.ofDays(1)).build()).get();

        worker.start();
        while (worker.rounds() == 0) {
            LockSupport.parkNanos(1_000_000);
        }
        double heldWhileRunning = registry.find(MicrometerCommandMetrics.LEASES_HELD).tags("worker", "outbox-relay")
                .gauge().value();
        worker.stop(Duration.ofMinutes(1));

        assertEquals(InMemoryStorage.OUTBOX_SHARDS, heldWhileRunning);
        assertEquals(0.0, registry.find(MicrometerCommandMetrics.LEASES_HELD).tags("worker", "outbox-relay").gauge()
                .value());
        assertEquals(InMemoryStorage.OUTBOX_SHARDS, registry.find(MicrometerCommandMetrics.LEASE_CHANGES)
                .tags("worker", "outbox-relay", "change", "taken").counter().count());
        assertEquals(InMemoryStorage.OUTBOX_SHARDS, registry.find(MicrometerCommandMetrics.LEASE_CHANGES)
                .tags("worker", "outbox-relay", "change", "released").counter().count());
        assertEquals(0.0, registry.find(MicrometerCommandMetrics.LEASE_CHANGES)
                .tags("worker", "outbox-relay", "change", "lost").counter().count());
    }

    private static Principal operator() {
        return Principal.of("platform", "operator-1", Classification.PUBLIC, Role.PLATFORM_OPERATOR);
    }
}

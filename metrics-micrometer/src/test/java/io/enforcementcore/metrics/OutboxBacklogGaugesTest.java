package io.enforcementcore.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.StoragePorts;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vavr.control.Try;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class OutboxBacklogGaugesTest {
    private static final Instant NINE = Instant.parse("2026-07-01T09:00:00Z");

    private final AtomicReference<Instant> now = new AtomicReference<>(NINE);
    private final StoragePorts storage = InMemoryStorage.create();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage).withClock(now::get)
            .publishingTo(event -> Try.success(null)).build();
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

    private void openCases(int count) {
        for (int i = 0; i < count; i++) {
            core.openCase(Workload.OFFICER, new OpenCase(new ExternalRef("KPPU/2026/OB" + now.get().getEpochSecond()
                    + "-" + i), new Title("Bid rigging"), new RiskScore(40), Classification.PUBLIC,
                    new OrgId("kppu-tenders"))).get();
            now.set(now.get().plusSeconds(60));
        }
    }

    private double gauge(String name) {
        return registry.get(name).gauge().value();
    }

    @Test
    void the_gauges_show_the_backlog_and_the_oldest_event_s_age_as_of_the_last_refresh() {
        OutboxBacklogGauges gauges = OutboxBacklogGauges.register(registry, storage.outbox(), now::get, 1000);
        openCases(30);
        assertEquals(0, gauge(OutboxBacklogGauges.PENDING), "nothing is read before the first refresh");

        now.set(NINE.plus(Duration.ofHours(1)));
        gauges.refresh();

        assertEquals(30, gauge(OutboxBacklogGauges.PENDING));
        assertEquals(3600, gauge(OutboxBacklogGauges.OLDEST_AGE), 1e-9, "the first case opened at nine");

        core.relayOutbox(Workload.OPERATOR, 100).get();
        gauges.refresh();
        assertEquals(0, gauge(OutboxBacklogGauges.PENDING));
        assertEquals(0, gauge(OutboxBacklogGauges.OLDEST_AGE));
    }

    @Test
    void the_count_stops_at_its_bound_but_the_oldest_age_still_looks_at_every_shard() {
        OutboxBacklogGauges gauges = OutboxBacklogGauges.register(registry, storage.outbox(), now::get, 5);
        openCases(40);
        now.set(NINE.plus(Duration.ofHours(2)));

        gauges.refresh();

        assertEquals(5, gauge(OutboxBacklogGauges.PENDING));
        assertEquals(7200, gauge(OutboxBacklogGauges.OLDEST_AGE), 1e-9);
    }
}

package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.application.worker.DriftSweepWorkerSettings;
import io.enforcementcore.application.worker.RelayWorkerSettings;
import io.enforcementcore.application.worker.Worker;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.rejection.Rejection;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

class WorkerSettingsTest {

    @Test
    void a_bad_relay_worker_setting_is_refused_naming_it() {
        assertRefused("batchSize", () -> RelayWorkerSettings.builder().batchSize(0).build());
        assertRefused("batchSize", () -> RelayWorkerSettings.builder().batchSize(10_001).build());
        assertRefused("minIdleWait", () -> RelayWorkerSettings.builder().minIdleWait(Duration.ZERO).build());
        assertRefused("maxIdleWait", () -> RelayWorkerSettings.builder().minIdleWait(Duration.ofSeconds(5))
                .maxIdleWait(Duration.ofSeconds(4)).build());
        assertRefused("gracePeriod", () -> RelayWorkerSettings.builder().gracePeriod(Duration.ofSeconds(-1)).build());
    }

    @Test
    void a_bad_drift_sweep_worker_setting_is_refused_naming_it() {
        assertRefused("interval", () -> DriftSweepWorkerSettings.builder().interval(Duration.ZERO).build());
        assertRefused("gracePeriod", () -> DriftSweepWorkerSettings.builder().gracePeriod(Duration.ofMillis(-1))
                .build());
    }

    @Test
    void only_a_platform_operator_gets_a_worker_and_a_worker_starts_once() {
        EnforcementCore core = EnforcementCoreBuilder.on(new FakeStorage().ports()).build();
        Principal officer = Principal.of("agency-a", "officer-1", Classification.PUBLIC, Role.OFFICER);

        Rejection refused = core.workers().relay(officer, RelayWorkerSettings.builder().build()).getLeft();
        Worker<?> worker = core.workers().driftSweep(anOperator(), DriftSweepWorkerSettings.builder().build()).get();
        worker.stop(Duration.ZERO);

        assertTrue(refused instanceof Rejection.Forbidden, refused.toString());
        assertThrows(IllegalStateException.class, worker::start);
        assertEquals(Worker.State.STOPPED, worker.state());
    }

    private static void assertRefused(String setting, Executable building) {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, building);
        assertTrue(refused.getMessage().startsWith(setting + " must be"), refused.getMessage());
    }
}

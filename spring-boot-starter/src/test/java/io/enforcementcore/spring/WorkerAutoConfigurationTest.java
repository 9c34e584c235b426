package io.enforcementcore.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.enforcementcore.application.worker.Worker;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The workers as lifecycle beans: there only when enabled, started and stopped with the context, settings checked. */
class WorkerAutoConfigurationTest {
    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(EnforcementCoreAutoConfiguration.class,
                    RelayWorkerAutoConfiguration.class, DriftSweepWorkerAutoConfiguration.class))
            .withPropertyValues("enforcementcore.store=in-memory");

    @Test
    void no_worker_runs_unless_its_property_enables_it() {
        runner.run(context -> assertThat(context).hasNotFailed()
                .doesNotHaveBean("enforcementcoreRelayWorker").doesNotHaveBean("enforcementcoreDriftSweepWorker"));
    }

    @Test
    void an_enabled_relay_worker_starts_with_the_context_and_stops_when_it_closes() {
        Worker<?>[] seen = new Worker<?>[1];
        runner.withPropertyValues("enforcementcore.workers.relay.enabled=true",
                        "enforcementcore.workers.relay.lease-period=10s", "enforcementcore.workers.relay.instance-label=web-1")
                .run(context -> {
                    WorkerLifecycle relay = context.getBean("enforcementcoreRelayWorker", WorkerLifecycle.class);
                    seen[0] = relay.worker();
                    assertThat(relay.isRunning()).isTrue();
                    assertThat(context).doesNotHaveBean("enforcementcoreDriftSweepWorker");
                    while (seen[0].rounds() == 0) {
                        LockSupport.parkNanos(1_000_000);
                    }
                });
        assertThat(seen[0].state()).isEqualTo(Worker.State.STOPPED);
    }

    @Test
    void an_enabled_drift_sweep_worker_starts_with_the_context_and_stops_when_it_closes() {
        Worker<?>[] seen = new Worker<?>[1];
        runner.withPropertyValues("enforcementcore.workers.drift-sweep.enabled=true",
                        "enforcementcore.workers.drift-sweep.interval=5m")
                .run(context -> {
                    WorkerLifecycle sweep = context.getBean("enforcementcoreDriftSweepWorker", WorkerLifecycle.class);
                    seen[0] = sweep.worker();
                    assertThat(sweep.isRunning()).isTrue();
                    assertThat(context).doesNotHaveBean("enforcementcoreRelayWorker");
                });
        assertThat(seen[0].state()).isEqualTo(Worker.State.STOPPED);
    }

    @Test
    void a_worker_setting_the_library_refuses_fails_startup_naming_it() {
        runner.withPropertyValues("enforcementcore.workers.relay.enabled=true",
                        "enforcementcore.workers.relay.batch-size=0")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("batchSize must be 1..10000, was 0"));
        runner.withPropertyValues("enforcementcore.workers.relay.enabled=true",
                        "enforcementcore.workers.relay.lease-period=500ms")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("leasePeriod must be"));
        runner.withPropertyValues("enforcementcore.workers.drift-sweep.enabled=true",
                        "enforcementcore.workers.drift-sweep.interval=0s")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("interval must be a positive duration"));
    }
}

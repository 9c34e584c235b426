package io.enforcementcore.spring;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.worker.DriftSweepWorkerSettings;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * The drift sweep worker as a lifecycle bean, when {@code enforcementcore.workers.drift-sweep.enabled=true} and
 * there is a facade: it starts with the context and stops, within its grace, before the facade's beans close.
 */
@AutoConfiguration(after = EnforcementCoreAutoConfiguration.class)
@ConditionalOnBean(EnforcementCore.class)
@ConditionalOnProperty(prefix = DriftSweepWorkerProperties.PREFIX, name = "enabled", havingValue = "true")
@EnableConfigurationProperties(DriftSweepWorkerProperties.class)
public class DriftSweepWorkerAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean(name = "enforcementcoreDriftSweepWorker")
    WorkerLifecycle enforcementcoreDriftSweepWorker(EnforcementCore core, DriftSweepWorkerProperties properties) {
        DriftSweepWorkerSettings settings = properties.settings();
        return new WorkerLifecycle("drift sweep",
                () -> core.workers().driftSweep(WorkerOperator.PRINCIPAL, settings).get(), settings.gracePeriod());
    }
}

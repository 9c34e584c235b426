package io.enforcementcore.spring;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.worker.RelayWorkerSettings;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * The outbox relay worker as a lifecycle bean, when {@code enforcementcore.workers.relay.enabled=true} and there
 * is a facade: it starts with the context and stops, within its grace, before the facade's beans close. It
 * works the shards this instance holds by lease, so every instance of a fleet may enable it.
 */
@AutoConfiguration(after = EnforcementCoreAutoConfiguration.class)
@ConditionalOnBean(EnforcementCore.class)
@ConditionalOnProperty(prefix = RelayWorkerProperties.PREFIX, name = "enabled", havingValue = "true")
@EnableConfigurationProperties(RelayWorkerProperties.class)
public class RelayWorkerAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean(name = "enforcementcoreRelayWorker")
    WorkerLifecycle enforcementcoreRelayWorker(EnforcementCore core, RelayWorkerProperties properties) {
        RelayWorkerSettings settings = properties.settings();
        return new WorkerLifecycle("outbox relay",
                () -> core.workers().relay(WorkerOperator.PRINCIPAL, settings).get(), settings.gracePeriod());
    }
}

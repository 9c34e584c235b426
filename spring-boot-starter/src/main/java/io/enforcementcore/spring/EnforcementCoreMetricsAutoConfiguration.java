package io.enforcementcore.spring;

import io.enforcementcore.metrics.MicrometerCommandMetrics;
import io.enforcementcore.metrics.MicrometerStorageMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * The store's and the facade's reports as meters of the service's {@link MeterRegistry}, through the
 * metrics-micrometer module: only when both are there. The command meters carry no tenant tag; a service that
 * wants one (bounded by {@code TenantTags}) declares its own {@link MicrometerCommandMetrics} bean.
 */
@AutoConfiguration(afterName = {
        "org.springframework.boot.actuate.autoconfigure.metrics.MetricsAutoConfiguration",
        "org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration",
        "org.springframework.boot.actuate.autoconfigure.metrics.export.simple.SimpleMetricsExportAutoConfiguration"})
@ConditionalOnClass({MeterRegistry.class, MicrometerStorageMetrics.class})
@ConditionalOnBean(MeterRegistry.class)
public class EnforcementCoreMetricsAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    MicrometerStorageMetrics enforcementCoreStorageMetrics(MeterRegistry registry) {
        return new MicrometerStorageMetrics(registry);
    }

    @Bean
    @ConditionalOnMissingBean
    MicrometerCommandMetrics enforcementCoreCommandMetrics(MeterRegistry registry) {
        return new MicrometerCommandMetrics(registry);
    }
}

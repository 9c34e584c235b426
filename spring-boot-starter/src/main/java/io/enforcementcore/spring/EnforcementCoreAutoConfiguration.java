package io.enforcementcore.spring;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.cursor.CursorKey;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.domain.port.StoragePorts;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/**
 * The {@link EnforcementCore} facade, built by {@link EnforcementCoreBuilder} on the store that
 * {@code enforcementcore.store} picks: DynamoDB on the service's {@code DynamoDbClient} bean, or in memory. Each
 * bean (the DynamoDB storage, the store's ports, the facade) gives way to one of the service's own.
 *
 * <p>The facade hears every {@link ForObservingCommands} bean and publishes through the one
 * {@link ForPublishingEvents} bean, if there is exactly one (an SQS or SNS channel, say); without it the outbox
 * relay leaves every event pending. Work that runs on its own schedule (relaying the outbox, sweeping drift,
 * refreshing the backlog gauges) is not started here: each is a lifecycle bean of an auto-configuration of its
 * own, ordered after this one.
 */
@AutoConfiguration
@EnableConfigurationProperties(EnforcementCoreProperties.class)
@Import({DynamoDbStoreConfiguration.class, InMemoryStoreConfiguration.class})
public class EnforcementCoreAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBean(StoragePorts.class)
    EnforcementCore enforcementCore(StoragePorts storage, EnforcementCoreProperties properties,
                                    ObjectProvider<ForPublishingEvents> publisher,
                                    ObjectProvider<ForObservingCommands> observers) {
        EnforcementCoreBuilder builder = EnforcementCoreBuilder.on(storage)
                .withRetention(properties.retentionPolicy())
                .caseProvenanceCacheSize(properties.getProvenanceCacheSize())
                .observedBy(Observers.commands(observers));
        publisher.ifUnique(builder::publishingTo);
        List<CursorKey> keys = properties.cursorKeys();
        if (keys.isEmpty()) {
            // the properties refuse this on DynamoDB unless this-instance-only says so; in memory nothing is shared
            builder.withCursorsForThisInstanceOnly();
        } else {
            builder.withCursorKeys(keys);
        }
        return builder.build();
    }
}

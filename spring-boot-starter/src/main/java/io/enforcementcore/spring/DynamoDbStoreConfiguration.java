package io.enforcementcore.spring;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.spring.EnforcementCoreProperties.StoreChoice;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The DynamoDB store on the service's own {@link DynamoDbClient}, which keeps its credentials, HTTP client,
 * timeouts and retries and is never built here: without such a bean there is no store, and no facade.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnClass(DynamoDbClient.class)
@ConditionalOnStore(StoreChoice.DYNAMODB)
@ConditionalOnBean(DynamoDbClient.class)
class DynamoDbStoreConfiguration {

    /** Closing it leaves the client open: the client is the service's. */
    @Bean
    @ConditionalOnMissingBean
    DynamoDbStorage enforcementCoreDynamoDbStorage(DynamoDbClient client, EnforcementCoreProperties properties,
                                                   ObjectProvider<ForObservingStorage> observers) {
        return DynamoDbStorage.builder(client, properties.getTableName())
                .outboxShards(properties.getOutboxShards())
                .observedBy(Observers.storage(observers))
                .build();
    }

    @Bean
    @ConditionalOnMissingBean
    StoragePorts enforcementCoreStoragePorts(DynamoDbStorage storage) {
        return storage.ports();
    }
}

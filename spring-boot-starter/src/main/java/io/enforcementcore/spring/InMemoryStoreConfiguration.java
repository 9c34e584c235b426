package io.enforcementcore.spring;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.spring.EnforcementCoreProperties.StoreChoice;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The in-memory store, new and empty for each application context. Its items are sized as DynamoDB would store
 * them, so that its meters report the bytes and capacity units the DynamoDB store would.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnStore(StoreChoice.IN_MEMORY)
class InMemoryStoreConfiguration {

    @Bean
    @ConditionalOnMissingBean
    StoragePorts enforcementCoreStoragePorts(ObjectProvider<ForObservingStorage> observers) {
        return InMemoryStorage.create(Observers.storage(observers), DynamoDbStorage.itemSizing());
    }
}

package io.enforcementcore.spring;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.application.EnforcementCore;
import io.vavr.control.Option;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * The health indicator {@code enforcementcore}, when the service has the actuator and a facade. On DynamoDB it
 * checks the table of the {@link DynamoDbStorage} bean; a service that built its own facade on a store of its own
 * gets the backlog only.
 */
@AutoConfiguration(after = EnforcementCoreAutoConfiguration.class)
@ConditionalOnClass(HealthIndicator.class)
@ConditionalOnBean(EnforcementCore.class)
public class EnforcementCoreHealthAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean(name = "enforcementcoreHealthIndicator")
    EnforcementCoreHealthIndicator enforcementcoreHealthIndicator(EnforcementCore core,
                                                                 ObjectProvider<DynamoDbStorage> dynamoDb) {
        return new EnforcementCoreHealthIndicator(core, Option.of(dynamoDb.getIfUnique()));
    }
}

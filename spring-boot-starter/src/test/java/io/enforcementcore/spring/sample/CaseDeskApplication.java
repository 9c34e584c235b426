package io.enforcementcore.spring.sample;

import io.enforcementcore.spring.EngineClient;
import java.net.URI;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A Spring Boot service that embeds EnforcementCore with nothing but the starter, its own DynamoDbClient and
 * {@code enforcementcore.*} properties.
 */
@SpringBootApplication
public class CaseDeskApplication {

    public static void main(String[] args) {
        SpringApplication.run(CaseDeskApplication.class, args);
    }

    @Bean
    DynamoDbClient dynamoDbClient(@Value("${casedesk.dynamodb-endpoint}") URI endpoint) {
        return EngineClient.to(endpoint);
    }
}

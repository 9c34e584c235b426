package io.enforcementcore.spring;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import java.net.URI;
import java.time.Duration;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A DynamoDbClient as a service builds its own, on the test engine the build starts. */
public final class EngineClient {

    private EngineClient() {
    }

    public static DynamoDbClient to(URI endpoint) {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("team", "team")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(o -> o.apiCallAttemptTimeout(Duration.ofSeconds(5))
                        .apiCallTimeout(Duration.ofSeconds(10)))
                .build();
    }

    public static DynamoDbClient toTheEngine() {
        return to(DynamoDbTestEngine.endpoint());
    }
}

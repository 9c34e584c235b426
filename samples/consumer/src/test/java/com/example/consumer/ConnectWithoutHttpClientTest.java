package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.metering.ForObservingStorage;
import java.net.URI;
import org.junit.jupiter.api.Test;

/** The service added no HTTP client, and the DynamoDB adapter brought none along. */
class ConnectWithoutHttpClientTest {
    @Test
    void connect_without_its_http_client_names_the_artifact_to_add() {
        DynamoDbSettings settings = DynamoDbSettings.local(URI.create("http://localhost:8000"), "cases");
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> DynamoDbStorage.connect(settings, ForObservingStorage.NONE));
        assertTrue(refused.getMessage().contains("software.amazon.awssdk:url-connection-client"),
                refused.getMessage());
    }
}

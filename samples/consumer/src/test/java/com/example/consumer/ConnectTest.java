package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.metering.ForObservingStorage;
import java.net.URI;
import org.junit.jupiter.api.Test;

/** Run with url-connection-client on the class path (see the pom). */
class ConnectTest {
    @Test
    void connect_builds_a_store_on_the_http_client_the_service_added() {
        // connecting sends nothing: no engine needs to listen there
        DynamoDbSettings settings = DynamoDbSettings.local(URI.create("http://localhost:8000"), "cases");
        try (DynamoDbStorage store = DynamoDbStorage.connect(settings, ForObservingStorage.NONE)) {
            assertNotNull(store.ports());
        }
    }
}

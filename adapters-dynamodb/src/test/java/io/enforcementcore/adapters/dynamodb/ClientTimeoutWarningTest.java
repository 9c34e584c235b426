package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.testlogging.CapturedLog;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.event.Level;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A client without timeouts can make a caller wait for minutes: building a store on one says so, once. */
class ClientTimeoutWarningTest {

    @BeforeEach
    void forgetEarlierLines() {
        CapturedLog.clear();
    }

    @Test
    void a_store_on_a_client_without_timeouts_warns_once_naming_both_settings_and_the_table() {
        try (DynamoDbClient client = aClient(override -> { });
             DynamoDbStorage store = DynamoDbStorage.builder(client, "cases-without-timeouts").build()) {
            store.ports();
        }

        List<String> warnings = CapturedLog.at(Level.WARN, "DynamoDbStorage");
        assertEquals(1, warnings.size(), () -> "warnings: " + warnings);
        assertTrue(warnings.get(0).contains("apiCallAttemptTimeout"), warnings.get(0));
        assertTrue(warnings.get(0).contains("apiCallTimeout"), warnings.get(0));
        assertTrue(warnings.get(0).contains("'cases-without-timeouts'"), warnings.get(0));
    }

    @Test
    void a_client_with_either_timeout_and_the_stores_own_client_are_not_warned_about() {
        try (DynamoDbClient callBound = aClient(override -> override.apiCallTimeout(Duration.ofSeconds(10)));
             DynamoDbClient attemptBound = aClient(override -> override.apiCallAttemptTimeout(Duration.ofSeconds(2)));
             DynamoDbStorage one = DynamoDbStorage.builder(callBound, "cases").build();
             DynamoDbStorage two = DynamoDbStorage.builder(attemptBound, "cases").build();
             DynamoDbStorage own = DynamoDbStorage.connect(DynamoDbSettings.local(DynamoDbTestEngine.endpoint(),
                     "cases"), ForObservingStorage.NONE)) {
            own.ports();
        }

        assertEquals(List.of(), CapturedLog.at(Level.WARN, "DynamoDbStorage"));
    }

    private static DynamoDbClient aClient(Consumer<ClientOverrideConfiguration.Builder> override) {
        return DynamoDbClient.builder().httpClient(UrlConnectionHttpClient.create())
                .endpointOverride(DynamoDbTestEngine.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("team", "team")))
                .overrideConfiguration(override).build();
    }
}

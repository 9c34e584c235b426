package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.StorageCall;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/** A team hands the store the client it built, with its own interceptors, and keeps owning it. */
class YourOwnClientTest {
    private final String table = DynamoDbTestStores.freshTable();
    private final TenantId tenant = Ids.aTenant();

    @Test
    void the_store_sends_every_request_through_the_callers_client() {
        RequestCounter counter = new RequestCounter();
        List<StorageCall> calls = new CopyOnWriteArrayList<>();
        try (DynamoDbClient client = aClient(counter).build()) {
            StoragePorts store = DynamoDbStorage.builder(client, table).observedBy(calls::add).build().ports();
            NewCase aCase = aCaseUnderReview(tenant);

            assertTrue(store.changes().commit(opening(aCase)).isRight());
            assertEquals(aCase.metadata(), store.cases().metadata(tenant, aCase.caseId()).get());

            assertEquals(2, counter.requests.get(), "a TransactWriteItems and a GetItem, both through our client");
            assertEquals(2, calls.size(), "and both reported to the observer");
        }
    }

    @Test
    void closing_the_store_leaves_the_callers_client_open() {
        try (DynamoDbClient client = aClient(new RequestCounter()).build()) {
            DynamoDbStorage.builder(client, table).build().close();

            assertFalse(client.listTables().tableNames().isEmpty(), "the client still answers");
        }
    }

    @Test
    void the_adapter_retries_only_when_the_client_does_not() {
        try (DynamoDbClient retrying = aClient(new RequestCounter()).build();
             DynamoDbClient single = aClient(new RequestCounter())
                     .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry())).build()) {
            IllegalArgumentException stacked = assertThrows(IllegalArgumentException.class, () ->
                    DynamoDbStorage.builder(retrying, table).retryingInTheAdapter(6, Duration.ofMillis(25),
                            Duration.ofSeconds(1)));
            assertTrue(stacked.getMessage().contains("AwsRetryStrategy.doNotRetry()"), stacked.getMessage());

            StoragePorts store = DynamoDbStorage.builder(single, table)
                    .retryingInTheAdapter(6, Duration.ofMillis(25), Duration.ofSeconds(1)).build().ports();
            assertTrue(store.changes().commit(opening(aCaseUnderReview(tenant))).isRight());
        }
    }

    @Test
    void a_table_name_dynamodb_would_refuse_is_refused_when_the_store_is_built() {
        try (DynamoDbClient client = aClient(new RequestCounter()).build()) {
            assertThrows(IllegalArgumentException.class, () -> DynamoDbStorage.builder(client, "a b"));
        }
    }

    private static DynamoDbClientBuilder aClient(RequestCounter counter) {
        return DynamoDbClient.builder()
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .endpointOverride(DynamoDbTestEngine.endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("team", "team")))
                .overrideConfiguration(o -> o.addExecutionInterceptor(counter));
    }

    private static final class RequestCounter implements ExecutionInterceptor {
        private final AtomicInteger requests = new AtomicInteger();

        @Override
        public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
            requests.incrementAndGet();
        }
    }
}

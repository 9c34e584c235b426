package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.port.StoreDefect;
import io.enforcementcore.domain.port.StoreMisconfigured;
import io.enforcementcore.domain.port.StoreUnavailable;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.ProfileCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** No SDK exception leaves the store: each kind of failure arrives as the storage failure it means. */
class StorageFailuresTest {
    private final TenantId tenant = Ids.aTenant();

    @Test
    void a_missing_table_is_named_with_what_to_do() {
        String missing = DynamoDbTestEngine.uniqueTableName("never-created");
        try (DynamoDbClient client = aClient(DynamoDbTestEngine.endpoint()).build()) {
            StoragePorts store = DynamoDbStorage.builder(client, missing).build().ports();

            StoreMisconfigured failure = assertThrows(StoreMisconfigured.class,
                    () -> store.changes().commit(opening(aCaseUnderReview(tenant))));

            assertTrue(failure.getMessage().contains("'" + missing + "'"), failure.getMessage());
            assertTrue(failure.getMessage().contains("create-table"), failure.getMessage());
            assertFalse(failure.retryable());
        }
    }

    @Test
    void a_request_the_engine_refuses_as_invalid_is_a_defect_with_its_request_id() {
        String table = DynamoDbTestStores.freshTable();
        try (DynamoDbClient client = aClient(DynamoDbTestEngine.endpoint())
                .overrideConfiguration(o -> o.addExecutionInterceptor(new KeyBreaker())).build()) {
            StoragePorts store = DynamoDbStorage.builder(client, table).build().ports();

            StoreDefect failure = assertThrows(StoreDefect.class,
                    () -> store.cases().metadata(tenant, new CaseId("c-1")));

            assertEquals("GetItem", failure.operation());
            assertTrue(failure.getMessage().contains("request id"), failure.getMessage());
            assertFalse(failure.retryable());
        }
    }

    @Test
    void an_unreachable_engine_is_unavailable_after_the_adapters_attempts() {
        try (DynamoDbClient client = aClient(URI.create("http://127.0.0.1:9"))
                .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry())).build()) {
            StoragePorts store = DynamoDbStorage.builder(client, "unreachable")
                    .retryingInTheAdapter(2, Duration.ofMillis(1), Duration.ofMillis(1)).build().ports();

            StoreUnavailable failure = assertThrows(StoreUnavailable.class,
                    () -> store.cases().metadata(tenant, new CaseId("c-1")));

            assertEquals(2, failure.attempts());
            assertTrue(failure.retryable());
        }
    }

    @Test
    void throttling_is_retried_by_the_users_own_strategy_and_then_unavailable_with_its_attempts() {
        ReplacedAnswer throttled = ReplacedAnswer.error(GetItemRequest.class, 400,
                "ProvisionedThroughputExceededException", "");
        try (DynamoDbClient client = aClient(DynamoDbTestEngine.endpoint())
                .overrideConfiguration(o -> o.addExecutionInterceptor(throttled).retryStrategy(
                        AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(3).circuitBreakerEnabled(false)
                                .backoffStrategy(BackoffStrategy.retryImmediately())
                                .throttlingBackoffStrategy(BackoffStrategy.retryImmediately()).build())).build()) {
            StoragePorts store = DynamoDbStorage.builder(client, DynamoDbTestStores.freshTable()).build().ports();

            StoreUnavailable failure = assertThrows(StoreUnavailable.class,
                    () -> store.cases().metadata(tenant, new CaseId("c-1")));

            assertEquals(3, throttled.attempts(), "the client's strategy is the only loop");
            assertEquals(3, failure.attempts());
            assertTrue(failure.retryable());
        }
    }

    @Test
    void refused_credentials_are_misconfiguration_naming_the_table() {
        String table = DynamoDbTestStores.freshTable();
        ReplacedAnswer refused = ReplacedAnswer.error(GetItemRequest.class, 400, "UnrecognizedClientException", "");
        try (DynamoDbClient client = aClient(DynamoDbTestEngine.endpoint())
                .overrideConfiguration(o -> o.addExecutionInterceptor(refused)).build()) {
            StoragePorts store = DynamoDbStorage.builder(client, table).build().ports();

            StoreMisconfigured failure = assertThrows(StoreMisconfigured.class,
                    () -> store.cases().metadata(tenant, new CaseId("c-1")));

            assertTrue(failure.getMessage().contains("credentials were refused for table '" + table + "'"),
                    failure.getMessage());
            assertEquals(1, refused.attempts(), "a refusal is not retried");
        }
    }

    @Test
    void missing_credentials_are_misconfiguration_for_reads_and_commits_alike() throws java.io.IOException {
        java.nio.file.Path empty = java.nio.file.Files.createTempFile("no-credentials", ".ini");
        try (DynamoDbClient client = aClient(DynamoDbTestEngine.endpoint()).credentialsProvider(
                ProfileCredentialsProvider.builder().profileName("absent").profileFile(ProfileFile.builder()
                        .content(empty).type(ProfileFile.Type.CREDENTIALS).build()).build()).build()) {
            StoragePorts store = DynamoDbStorage.builder(client, DynamoDbTestStores.freshTable()).build().ports();

            StoreMisconfigured read = assertThrows(StoreMisconfigured.class,
                    () -> store.cases().metadata(tenant, new CaseId("c-1")));
            StoreMisconfigured commit = assertThrows(StoreMisconfigured.class,
                    () -> store.changes().commit(opening(aCaseUnderReview(tenant))));

            assertTrue(read.getMessage().contains("no credentials"), read.getMessage());
            assertFalse(read.retryable());
            assertFalse(commit.retryable());
        } finally {
            java.nio.file.Files.deleteIfExists(empty);
        }
    }

    @Test
    void a_commit_that_could_not_connect_wrote_nothing_and_says_so() {
        try (DynamoDbClient client = aClient(URI.create("http://127.0.0.1:9"))
                .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry())).build()) {
            StoragePorts store = DynamoDbStorage.builder(client, "unreachable")
                    .retryingInTheAdapter(2, Duration.ofMillis(1), Duration.ofMillis(1)).build().ports();

            StoreUnavailable failure = assertThrows(StoreUnavailable.class,
                    () -> store.changes().commit(opening(aCaseUnderReview(tenant))));

            assertEquals(2, failure.attempts());
        }
    }

    @Test
    void a_transaction_cancelled_by_a_conflict_is_unavailable_and_retryable_on_the_users_client() {
        ReplacedAnswer conflict = ReplacedAnswer.error(TransactWriteItemsRequest.class, 400,
                "TransactionCanceledException", ",\"CancellationReasons\":[{\"Code\":\"TransactionConflict\"}]");
        try (DynamoDbClient client = aClient(DynamoDbTestEngine.endpoint())
                .overrideConfiguration(o -> o.addExecutionInterceptor(conflict)).build()) {
            StoragePorts store = DynamoDbStorage.builder(client, DynamoDbTestStores.freshTable()).build().ports();

            StoreUnavailable failure = assertThrows(StoreUnavailable.class,
                    () -> store.changes().commit(opening(aCaseUnderReview(tenant))));

            assertEquals("TransactWriteItems", failure.operation());
            assertEquals(1, conflict.attempts(), "the SDK does not retry a cancelled transaction");
            assertTrue(failure.retryable());
        }
    }

    private static software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder aClient(URI endpoint) {
        return DynamoDbClient.builder()
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("team", "team")));
    }

    /** Sends a GetItem without its key, which no DynamoDB accepts. */
    private static final class KeyBreaker implements ExecutionInterceptor {
        @Override
        public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
            return context.request() instanceof GetItemRequest get ? get.toBuilder().key(Map.of()).build()
                    : context.request();
        }
    }
}

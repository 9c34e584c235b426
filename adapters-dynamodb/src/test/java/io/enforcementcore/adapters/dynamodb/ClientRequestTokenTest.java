package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.rememberedAs;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anIdempotencyRecord;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.port.StoreDefect;
import io.enforcementcore.metering.ForObservingStorage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Every attempt of one commit is the same request to DynamoDB: it carries one ClientRequestToken, so a
 * retry of an attempt that was applied but whose answer was lost is answered with success instead of
 * running again. The tokens are read from the bodies actually transmitted (the SDK would otherwise fill
 * in a fresh one per attempt); the test engine ignores them, so what DynamoDB makes of them is its own
 * documented behaviour, not checked here.
 */
class ClientRequestTokenTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private static final Pattern TOKEN = Pattern.compile("\"ClientRequestToken\"\\s*:\\s*\"([^\"]+)\"");
    private final SentTokens sent = new SentTokens();
    private final TenantId tenant = Ids.aTenant();

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void every_attempt_of_a_throttled_commit_carries_the_same_token() {
        NewCase aCase = aCaseUnderReview(tenant);

        try (DynamoDbStorage storage = storage(failingTransmissions(2, ClientRequestTokenTest::throttled))) {
            assertTrue(storage.ports().changes().commit(opening(aCase)).isRight());
        }

        assertEquals(3, sent.tokens().size(), "three attempts: " + sent.tokens());
        assertEquals(1, sent.tokens().stream().distinct().count(), "one request: " + sent.tokens());
        UUID.fromString(sent.tokens().get(0));
    }

    @Test
    void a_retry_after_a_lost_answer_carries_the_token_of_the_attempt_that_was_applied() {
        NewCase aCase = aCaseUnderReview(tenant);

        try (DynamoDbStorage storage = storage(new LoseFirstAnswer())) {
            storage.ports().changes().commit(opening(aCase));
            assertTrue(storage.ports().cases().metadata(aCase.tenantId(), aCase.caseId()).isDefined(),
                    "the first attempt was applied");
        }

        assertEquals(2, sent.tokens().size(), "the lost answer was retried once: " + sent.tokens());
        assertEquals(sent.tokens().get(0), sent.tokens().get(1));
    }

    @Test
    void different_commits_carry_different_tokens() {
        try (DynamoDbStorage storage = storage()) {
            assertTrue(storage.ports().changes().commit(opening(aCaseUnderReview(tenant))).isRight());
            assertTrue(storage.ports().changes().commit(opening(aCaseUnderReview(tenant))).isRight());
        }

        assertEquals(2, sent.tokens().size());
        assertNotEquals(sent.tokens().get(0), sent.tokens().get(1));
    }

    @Test
    void a_remembered_commit_carries_one_random_token_on_every_attempt() {
        NewCase aCase = aCaseUnderReview(tenant);
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C01, aCase.caseId(), 1));

        try (DynamoDbStorage storage = storage(failingTransmissions(1, ClientRequestTokenTest::throttled))) {
            assertTrue(storage.ports().changes().commit(rememberedAs(opening(aCase), record)).isRight());
        }

        String token = sent.tokens().get(0);
        assertEquals(List.of(token, token), sent.tokens());
        assertEquals(token, UUID.fromString(token).toString());
    }

    /**
     * A keyed command that was refused leaves no record, so its retry is planned again (new event ids and
     * times): a token derived from the key would be refused by DynamoDB as reused with other parameters.
     */
    @Test
    void two_commits_remembering_the_same_key_carry_different_tokens() {
        NewCase first = aCaseUnderReview(tenant);
        NewCase second = aCaseUnderReview(tenant);
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C01, first.caseId(), 1));

        try (DynamoDbStorage storage = storage()) {
            storage.ports().changes().commit(rememberedAs(opening(first), record));
            storage.ports().changes().commit(rememberedAs(opening(second), record));
        }

        assertEquals(2, sent.tokens().size());
        assertNotEquals(sent.tokens().get(0), sent.tokens().get(1));
    }

    @Test
    void a_token_reported_as_reused_is_a_store_defect_not_a_rejection() {
        NewCase aCase = aCaseUnderReview(tenant);

        try (DynamoDbStorage storage = storage(failingTransmissions(1, () -> IdempotentParameterMismatchException
                .builder().message("injected mismatch").statusCode(400)
                .awsErrorDetails(details("IdempotentParameterMismatchException")).build()))) {
            StoreDefect fault = assertThrows(StoreDefect.class,
                    () -> storage.ports().changes().commit(opening(aCase)));
            assertTrue(fault.getMessage().contains("injected mismatch"), fault.getMessage());
            assertEquals("TransactWriteItems", fault.operation());
        }
    }

    /** The ClientRequestToken of every TransactWriteItems body as transmitted, attempt by attempt. */
    private static final class SentTokens implements ExecutionInterceptor {
        private final List<String> tokens = new CopyOnWriteArrayList<>();

        @Override
        public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
            if (context.request() instanceof TransactWriteItemsRequest) {
                Matcher token = TOKEN.matcher(body(context));
                tokens.add(token.find() ? token.group(1) : "none");
            }
        }

        List<String> tokens() {
            return List.copyOf(tokens);
        }

        private static String body(Context.BeforeTransmission context) {
            try (InputStream in = context.requestBody().orElseThrow().contentStreamProvider().newStream()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The first transaction reaches the engine and is applied; its answer is lost on the way back. */
    private static final class LoseFirstAnswer implements ExecutionInterceptor {
        private final AtomicInteger answers = new AtomicInteger();

        @Override
        public void afterTransmission(Context.AfterTransmission context, ExecutionAttributes attributes) {
            if (context.request() instanceof TransactWriteItemsRequest && answers.incrementAndGet() == 1) {
                throw SdkClientException.create("injected lost answer", new IOException("connection reset"));
            }
        }
    }

    private static ExecutionInterceptor failingTransmissions(int failures, Supplier<SdkException> failure) {
        AtomicInteger transmissions = new AtomicInteger();
        return new ExecutionInterceptor() {
            @Override
            public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
                if (transmissions.incrementAndGet() <= failures) {
                    throw failure.get();
                }
            }
        };
    }

    private static SdkException throttled() {
        return ProvisionedThroughputExceededException.builder().message("injected throttling").statusCode(400)
                .awsErrorDetails(details("ProvisionedThroughputExceededException")).build();
    }

    private static AwsErrorDetails details(String code) {
        return AwsErrorDetails.builder().errorCode(code).errorMessage("injected").serviceName("DynamoDb").build();
    }

    /** The token recorder runs before the faults, so it sees every attempt, even one refused before sending. */
    private DynamoDbStorage storage(ExecutionInterceptor... faults) {
        ExecutionInterceptor[] all = new ExecutionInterceptor[faults.length + 1];
        all[0] = sent;
        System.arraycopy(faults, 0, all, 1, faults.length);
        return DynamoDbTestStores.storage(TABLE, ForObservingStorage.NONE,
                new Retrier(Retrier.Policy.DEFAULT, pause -> { }, () -> 0.5), all);
    }
}

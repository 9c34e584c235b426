package io.enforcementcore.adapters.dynamodb.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.metering.StorageRetry;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.InternalServerErrorException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

class RetrierTest {
    private final List<Duration> sleeps = new ArrayList<>();
    private final Retrier retrier = new Retrier(Retrier.Policy.DEFAULT, sleeps::add, () -> 0.999_999);

    @Test
    void retries_throttling_with_growing_capped_backoff_then_gives_up_as_store_unavailable() {
        AtomicInteger attempts = new AtomicInteger();
        SdkException throttled = ProvisionedThroughputExceededException.builder().message("slow down").build();

        StoreUnavailable failure = assertThrows(StoreUnavailable.class,
                () -> retrier.call("Query", attempts::set, () -> {
                    throw throttled;
                }));

        assertEquals(6, failure.attempts());
        assertEquals(6, attempts.get());
        assertSame(throttled, failure.getCause());
        assertEquals(List.of(24L, 49L, 99L, 199L, 399L), sleeps.stream().map(Duration::toMillis).toList());
    }

    @Test
    void backoff_is_full_jitter_below_the_cap() {
        Retrier lowDraw = new Retrier(Retrier.Policy.DEFAULT, d -> { }, () -> 0.0);
        Retrier highDraw = new Retrier(Retrier.Policy.DEFAULT, d -> { }, () -> 0.999_999);

        assertEquals(Duration.ZERO, lowDraw.backoff(3));
        assertEquals(999, highDraw.backoff(10).toMillis(), "capped at one second");
    }

    @Test
    void returns_the_first_success_and_counts_its_attempts() {
        AtomicInteger calls = new AtomicInteger();
        AtomicInteger attempts = new AtomicInteger();

        String result = retrier.call("GetItem", attempts::set, () -> {
            if (calls.incrementAndGet() < 3) {
                throw TransactionConflictException.builder().message("conflict").build();
            }
            return "item";
        });

        assertEquals("item", result);
        assertEquals(3, attempts.get());
        assertEquals(2, sleeps.size());
    }

    @Test
    void throws_a_failed_condition_at_once() {
        AtomicInteger attempts = new AtomicInteger();
        SdkException failed = ConditionalCheckFailedException.builder().message("no").build();

        assertSame(failed, assertThrows(ConditionalCheckFailedException.class,
                () -> retrier.call("UpdateItem", attempts::set, () -> {
                    throw failed;
                })));
        assertEquals(1, attempts.get());
        assertTrue(sleeps.isEmpty());
    }

    @Test
    void knows_which_failures_are_transient() {
        assertTrue(TransientFailures.isTransient(ProvisionedThroughputExceededException.builder().build()));
        assertTrue(TransientFailures.isTransient(RequestLimitExceededException.builder().build()));
        assertTrue(TransientFailures.isTransient(ThrottlingException.builder().build()));
        assertTrue(TransientFailures.isTransient(TransactionInProgressException.builder().build()));
        assertTrue(TransientFailures.isTransient(InternalServerErrorException.builder().build()));
        assertTrue(TransientFailures.isTransient(AwsServiceException.builder().statusCode(503).build()));
        assertTrue(TransientFailures.isTransient(SdkClientException.create("reset", new IOException("reset"))));
        assertTrue(TransientFailures.isTransient(cancelled("None", "TransactionConflict")));
        assertFalse(TransientFailures.isTransient(cancelled("TransactionConflict", "ConditionalCheckFailed")),
                "a failed condition is an answer even beside a conflict");
        assertFalse(TransientFailures.isTransient(cancelled("ValidationError")));
        assertFalse(TransientFailures.isTransient(AwsServiceException.builder().statusCode(400).build()));
        assertFalse(TransientFailures.isTransient(SdkClientException.create("refused before sending")));
    }

    private static TransactionCanceledException cancelled(String... codes) {
        List<CancellationReason> reasons = new ArrayList<>();
        for (String code : codes) {
            reasons.add(CancellationReason.builder().code(code).build());
        }
        return TransactionCanceledException.builder().cancellationReasons(reasons).build();
    }

    @Test
    void a_transient_failure_is_named_by_why_it_was_worth_another_attempt() {
        assertEquals(StorageRetry.Reason.THROTTLED, TransientFailures.reason(
                ProvisionedThroughputExceededException.builder().message("slow down").build()));
        assertEquals(StorageRetry.Reason.THROTTLED, TransientFailures.reason(
                ThrottlingException.builder().message("slow down").build()));
        assertEquals(StorageRetry.Reason.TRANSACTION_CONFLICT, TransientFailures.reason(
                TransactionCanceledException.builder().message("conflict").cancellationReasons(
                        CancellationReason.builder().code("None").build(),
                        CancellationReason.builder().code("TransactionConflict").build()).build()));
        assertEquals(StorageRetry.Reason.TRANSACTION_CONFLICT, TransientFailures.reason(
                TransactionInProgressException.builder().message("busy").build()));
        assertEquals(StorageRetry.Reason.SERVER_ERROR, TransientFailures.reason(
                InternalServerErrorException.builder().message("oops").statusCode(500).build()));
        assertEquals(StorageRetry.Reason.NETWORK, TransientFailures.reason(
                SdkClientException.create("reset", new IOException("connection reset"))));
    }

    @Test
    void the_listener_and_the_failure_count_the_same_requests_when_the_client_retried_by_itself() {
        Retrier once = new Retrier(Retrier.Policy.ONCE, sleeps::add, () -> 0.5);
        List<Integer> heard = new ArrayList<>();
        AtomicInteger attempts = new AtomicInteger();
        SdkException afterNine = SdkClientException.builder().message("reset").cause(new IOException("reset"))
                .numAttempts(9).build();

        StoreUnavailable failure = assertThrows(StoreUnavailable.class, () -> once.call("Query", attempts::set,
                (attempt, cause, retrying) -> heard.add(attempt), () -> {
                    throw afterNine;
                }));

        assertEquals(List.of(9), heard);
        assertEquals(9, failure.attempts());
        assertEquals(9, attempts.get());
        assertTrue(failure.getMessage().contains("after 9 attempts"), failure.getMessage());
    }

    @Test
    void knows_which_failures_leave_a_write_that_may_have_run() {
        assertTrue(TransientFailures.mayHaveRun(ApiCallTimeoutException.create(800)), "the call timed out");
        assertTrue(TransientFailures.mayHaveRun(ApiCallAttemptTimeoutException.create(400)));
        assertTrue(TransientFailures.isTransient(ApiCallAttemptTimeoutException.create(400)), "retried");
        assertFalse(TransientFailures.isTransient(ApiCallTimeoutException.create(800)), "the call's time is spent");
        assertTrue(TransientFailures.mayHaveRun(SdkClientException.create("reset", new IOException("reset"))));
        assertTrue(TransientFailures.mayHaveRun(InternalServerErrorException.builder().statusCode(500).build()));
        assertFalse(TransientFailures.mayHaveRun(ProvisionedThroughputExceededException.builder().statusCode(400)
                .build()), "a throttle is an answer: it did not run");
        assertFalse(TransientFailures.mayHaveRun(cancelled("TransactionConflict")));
        assertFalse(TransientFailures.mayHaveRun(SdkClientException.create("refused",
                new java.net.ConnectException("Connection refused"))), "never connected");
        assertFalse(TransientFailures.mayHaveRun(SdkClientException.create(
                "Unable to load credentials from any of the providers in the chain")), "never sent");
    }
}

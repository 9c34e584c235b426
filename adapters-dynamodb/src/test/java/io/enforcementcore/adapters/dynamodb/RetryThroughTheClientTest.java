package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.metering.StorageCall;
import io.enforcementcore.metering.StorageRetry;
import io.enforcementcore.metering.fixtures.RecordedStorage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Throttling and conflicts injected in front of the real engine: the adapter's retries (and only
 * they; the SDK's are off) absorb a few, and a persistent one becomes StoreUnavailable.
 */
class RetryThroughTheClientTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private final List<StorageCall> calls = new ArrayList<>();
    private final List<Duration> sleeps = new ArrayList<>();

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }

    /** Fails the first {@code failures} transmissions with throttling, then lets requests through. */
    private static final class Throttle implements ExecutionInterceptor {
        private final int failures;
        private final AtomicInteger transmissions = new AtomicInteger();

        Throttle(int failures) {
            this.failures = failures;
        }

        @Override
        public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
            if (transmissions.incrementAndGet() <= failures) {
                throw ProvisionedThroughputExceededException.builder().message("injected throttling").statusCode(400)
                        .awsErrorDetails(details("ProvisionedThroughputExceededException")).build();
            }
        }
    }

    @Test
    void a_commit_survives_a_few_throttled_attempts_and_reports_its_round_trips() {
        Throttle throttle = new Throttle(2);
        NewCase aCase = aCaseUnderReview(Ids.aTenant());
        try (DynamoDbStorage storage = storage(throttle)) {
            assertTrue(storage.ports().changes().commit(opening(aCase)).isRight());
            assertTrue(storage.ports().cases().metadata(aCase.tenantId(), aCase.caseId()).isDefined());
        }
        assertEquals(4, throttle.transmissions.get(), "3 attempts of the commit, 1 read: the SDK retried nothing");
        assertEquals(3, calls.get(0).roundTrips());
        assertEquals(2, sleeps.size());
    }

    @Test
    void persistent_throttling_surfaces_as_store_unavailable_after_six_attempts_having_written_nothing() {
        Throttle throttle = new Throttle(Integer.MAX_VALUE);
        NewCase aCase = aCaseUnderReview(Ids.aTenant());
        try (DynamoDbStorage storage = storage(throttle)) {
            StoreUnavailable failure = assertThrows(StoreUnavailable.class,
                    () -> storage.ports().changes().commit(opening(aCase)));
            assertEquals(6, failure.attempts());
            assertEquals("TransactWriteItems", failure.operation());
        }
        assertEquals(6, throttle.transmissions.get());
        assertEquals(6, calls.get(0).roundTrips());
        try (DynamoDbStorage storage = storage()) {
            assertTrue(storage.ports().cases().metadata(aCase.tenantId(), aCase.caseId()).isEmpty());
        }
    }

    @Test
    void a_transaction_conflict_is_retried_like_throttling() {
        AtomicInteger transmissions = new AtomicInteger();
        ExecutionInterceptor conflictOnce = new ExecutionInterceptor() {
            @Override
            public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
                if (transmissions.incrementAndGet() == 1) {
                    throw TransactionCanceledException.builder().message("injected conflict").statusCode(400)
                            .awsErrorDetails(details("TransactionCanceledException")).cancellationReasons(
                            CancellationReason.builder().code("TransactionConflict").build()).build();
                }
            }
        };
        try (DynamoDbStorage storage = storage(conflictOnce)) {
            assertTrue(storage.ports().changes().commit(opening(aCaseUnderReview(Ids.aTenant()))).isRight());
        }
        assertEquals(2, transmissions.get());
    }

    @Test
    void each_failed_attempt_is_reported_with_its_reason_and_whether_another_follows() {
        RecordedStorage observer = new RecordedStorage();
        try (DynamoDbStorage storage = DynamoDbTestStores.storage(TABLE, observer,
                new Retrier(new Retrier.Policy(3, Duration.ofMillis(1), Duration.ofMillis(1)), sleeps::add, () -> 0.5),
                new Throttle(Integer.MAX_VALUE))) {
            assertThrows(StoreUnavailable.class,
                    () -> storage.ports().changes().commit(opening(aCaseUnderReview(Ids.aTenant()))));
        }
        assertEquals(List.of(
                        new StorageRetry("C01", "TransactWriteItems", StorageRetry.Reason.THROTTLED, 1, true),
                        new StorageRetry("C01", "TransactWriteItems", StorageRetry.Reason.THROTTLED, 2, true),
                        new StorageRetry("C01", "TransactWriteItems", StorageRetry.Reason.THROTTLED, 3, false)),
                observer.retries());
    }

    @Test
    void a_conflict_is_reported_with_the_types_of_the_items_it_was_on() {
        RecordedStorage observer = new RecordedStorage();
        AtomicInteger transmissions = new AtomicInteger();
        List<String> thirdItemsType = new ArrayList<>();
        ExecutionInterceptor conflictOnTheThirdItem = new ExecutionInterceptor() {
            @Override
            public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
                if (transmissions.incrementAndGet() == 1) {
                    List<TransactWriteItem> sent = ((TransactWriteItemsRequest) context.request()).transactItems();
                    // an opening puts every item whole, each with its type
                    thirdItemsType.add(sent.get(2).put().item().get("entityType").s());
                    int items = sent.size();
                    List<CancellationReason> reasons = new ArrayList<>();
                    for (int i = 0; i < items; i++) {
                        reasons.add(CancellationReason.builder().code(i == 2 ? "TransactionConflict" : "None").build());
                    }
                    throw TransactionCanceledException.builder().message("injected conflict").statusCode(400)
                            .awsErrorDetails(details("TransactionCanceledException")).cancellationReasons(reasons)
                            .build();
                }
            }
        };
        try (DynamoDbStorage storage = DynamoDbTestStores.storage(TABLE, observer,
                new Retrier(Retrier.Policy.DEFAULT, sleeps::add, () -> 0.5), conflictOnTheThirdItem)) {
            assertTrue(storage.ports().changes().commit(opening(aCaseUnderReview(Ids.aTenant()))).isRight());
        }
        StorageRetry conflict = observer.retries().get(0);
        assertEquals(StorageRetry.Reason.TRANSACTION_CONFLICT, conflict.reason());
        assertEquals(thirdItemsType, conflict.contended());
    }

    @Test
    void a_throttled_request_names_no_item() {
        RecordedStorage observer = new RecordedStorage();
        try (DynamoDbStorage storage = DynamoDbTestStores.storage(TABLE, observer,
                new Retrier(Retrier.Policy.DEFAULT, sleeps::add, () -> 0.5), new Throttle(1))) {
            assertTrue(storage.ports().changes().commit(opening(aCaseUnderReview(Ids.aTenant()))).isRight());
        }
        assertEquals(List.of(), observer.retries().get(0).contended());
    }

    private static AwsErrorDetails details(String code) {
        return AwsErrorDetails.builder().errorCode(code).errorMessage("injected").serviceName("DynamoDb").build();
    }

    private DynamoDbStorage storage(ExecutionInterceptor... faults) {
        return DynamoDbTestStores.storage(TABLE, calls::add, new Retrier(Retrier.Policy.DEFAULT, sleeps::add,
                () -> 0.5), faults);
    }
}

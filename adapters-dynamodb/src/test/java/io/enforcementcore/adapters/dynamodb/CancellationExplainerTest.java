package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.renaming;
import static io.enforcementcore.domain.fixtures.ChangeSets.together;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.write.CancellationExplainer;
import io.enforcementcore.adapters.dynamodb.write.ChangePlanner;
import io.enforcementcore.adapters.dynamodb.write.WriteSpec;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.metering.StorageCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** Cancellation reasons, in request order, become the rejection of the first failing precondition. */
class CancellationExplainerTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private final List<StorageCall> calls = new ArrayList<>();
    private final DynamoDbStorage storage = DynamoDbTestStores.storage(TABLE, calls::add);
    private final StorageClient client = new StorageClient(storage.client(), TABLE, Retrier.standard(), calls::add);
    private final CancellationExplainer explainer = new CancellationExplainer(client);
    private final ChangePlanner planner = new ChangePlanner(new EventCodecs(8));
    private final NewCase aCase = aCaseUnderReview(Ids.aTenant());

    @AfterEach
    void close() {
        storage.close();
    }

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void reads_the_old_item_returned_with_the_reason_without_another_request() {
        ChangeSet stale = transition(aCase.state(), CaseStatus.NOTICE_ISSUED);
        Map<String, AttributeValue> old = CaseCodecs.state(aCase.state().rescored(new RiskScore(70),
                aCase.state().updatedAt()));

        Rejection rejection = explainer.explain("C02", planner.plan(stale), cancelled(reason("ConditionalCheckFailed",
                old), reason("None", null), reason("None", null)));

        assertEquals(new Rejection.StaleVersion("case", aCase.caseId().value(), 1, 2), rejection);
        assertTrue(calls.isEmpty(), "no read was needed");
    }

    @Test
    void reads_the_item_once_consistently_when_the_engine_did_not_return_it() {
        commit(opening(aCase));
        commit(renaming(aCase.state(), new Title("Renamed")));
        calls.clear();

        Rejection rejection = explainer.explain("C02", planner.plan(transition(aCase.state(),
                CaseStatus.NOTICE_ISSUED)), cancelled(reason("ConditionalCheckFailed", null)));

        assertEquals(new Rejection.StaleVersion("case", aCase.caseId().value(), 1, 2), rejection);
        assertEquals(1, calls.size());
        assertEquals(List.of("C02", "GetItem"), List.of(calls.get(0).attribution(), calls.get(0).operation()));
    }

    @Test
    void names_the_first_failing_precondition_in_list_order() {
        NewCase other = aCaseUnderReview(aCase.tenantId());
        List<WriteSpec> specs = planner.plan(together(transition(other.state(), CaseStatus.NOTICE_ISSUED),
                transition(aCase.state(), CaseStatus.NOTICE_ISSUED)));

        Rejection rejection = explainer.explain("C02", specs, cancelled(
                reason("ConditionalCheckFailed", CaseCodecs.state(stepped(other))), reason("None", null),
                reason("None", null), reason("ConditionalCheckFailed", CaseCodecs.state(stepped(aCase)))));

        assertEquals(new Rejection.StaleVersion("case", other.caseId().value(), 1, 2), rejection);
    }

    @Test
    void an_item_of_another_tenant_is_not_found() {
        NewCase theirs = aCaseUnderReview(Ids.aTenant()).withCaseId(aCase.caseId());

        Rejection rejection = explainer.explain("C02", planner.plan(transition(aCase.state(),
                CaseStatus.NOTICE_ISSUED)), cancelled(reason("ConditionalCheckFailed",
                CaseCodecs.state(theirs.state()))));

        assertEquals(new Rejection.NotFound("case", aCase.caseId().value()), rejection);
    }

    @Test
    void an_item_the_engine_refuses_is_the_callers_invalid_input_naming_it() {
        String refusal = "Item size has exceeded the maximum allowed size";
        Rejection rejection = explainer.explain("C02", planner.plan(transition(aCase.state(),
                CaseStatus.NOTICE_ISSUED)), cancelled(reason("None", null), reason("ValidationError", null, refusal),
                reason("None", null)));

        assertEquals(new Rejection.InvalidInput("timeline event", "DynamoDB refused the timeline event item: "
                + refusal), rejection);
    }

    @Test
    void a_cancellation_no_precondition_explains_is_a_retryable_store_failure() {
        StoreUnavailable failure = assertThrows(StoreUnavailable.class, () -> explainer.explain("C02",
                planner.plan(transition(aCase.state(), CaseStatus.NOTICE_ISSUED)),
                cancelled(reason("ItemCollectionSizeLimitExceeded", null), reason("None", null))));

        assertTrue(failure.retryable());
        assertTrue(failure.getMessage().contains("ItemCollectionSizeLimitExceeded"), failure.getMessage());
    }

    @Test
    void a_condition_that_holds_when_read_again_is_a_retryable_store_failure() {
        commit(opening(aCase));

        assertThrows(StoreUnavailable.class, () -> explainer.explain("C02", planner.plan(transition(aCase.state(),
                CaseStatus.NOTICE_ISSUED)), cancelled(reason("ConditionalCheckFailed", null))));
    }

    private static CaseState stepped(NewCase c) {
        return c.state().rescored(c.state().riskScore(), c.state().updatedAt());
    }

    private void commit(ChangeSet changes) {
        assertTrue(storage.ports().changes().commit(changes).isRight());
    }

    private static CancellationReason reason(String code, Map<String, AttributeValue> item) {
        return reason(code, item, null);
    }

    private static CancellationReason reason(String code, Map<String, AttributeValue> item, String message) {
        CancellationReason.Builder reason = CancellationReason.builder().code(code).message(message);
        if (item != null) {
            reason.item(item);
        }
        return reason.build();
    }

    private static TransactionCanceledException cancelled(CancellationReason... reasons) {
        return TransactionCanceledException.builder().cancellationReasons(reasons).build();
    }
}

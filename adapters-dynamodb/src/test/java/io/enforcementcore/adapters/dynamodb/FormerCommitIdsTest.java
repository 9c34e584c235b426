package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.write.CommitMarks;
import io.enforcementcore.domain.contract.StorageContract;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.commit.CommitId;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.metering.ForObservingStorage;
import io.vavr.control.Either;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A change set that landed under a commit id a release of a former form gave it ({@link CommitId#formerOf}:
 * class names fingerprinted, or before that named in full), sent again by this release (its answer was lost
 * across the upgrade), is answered as landed and writes nothing again. Its items are marked with the former
 * id by hand, as that release left them.
 */
class FormerCommitIdsTest extends StorageContract {
    @RegisterExtension
    static final OwnTable TABLE = new OwnTable();

    private final DynamoDbStorage storage = DynamoDbTestStores.storage(TABLE.name(), ForObservingStorage.NONE);
    private final NewCase aCase = aCaseUnderReview(Ids.aTenant());

    @Override
    protected StoragePorts storage() {
        return storage.ports();
    }

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void a_transition_that_landed_under_its_fingerprinted_id_is_committed_once_when_sent_again() {
        landsUnderFormerIdAndIsSentAgain(0);
    }

    @Test
    void a_transition_that_landed_under_its_id_of_classes_named_in_full_is_committed_once_when_sent_again() {
        landsUnderFormerIdAndIsSentAgain(1);
    }

    private void landsUnderFormerIdAndIsSentAgain(int form) {
        givenOpened(aCase);
        ChangeSet moved = transition(stateOf(aCase), CaseStatus.NOTICE_ISSUED);
        Committed first = given(moved);
        CommitId former = CommitId.formerOf(moved).get(form);
        assertFalse(former.value().startsWith(CommitId.VERSION), former.value());
        remark(moved.commitId(), former);

        assertEquals(Either.right(first), commit(moved));
        assertEquals(2, stateOf(aCase).version());
        assertEquals(2, facts());
    }

    @Test
    void a_transition_whose_items_carry_neither_of_its_ids_is_refused_when_sent_again() {
        givenOpened(aCase);
        ChangeSet moved = transition(stateOf(aCase), CaseStatus.NOTICE_ISSUED);
        given(moved);
        CommitId someoneElses = new CommitId("A".repeat(22));
        assertFalse(CommitId.formerOf(moved).contains(someoneElses));
        remark(moved.commitId(), someoneElses);

        Either<Rejection, Committed> sentAgain = commit(moved);

        assertTrue(sentAgain.isLeft(), "refused, as a change set that did not land: " + sentAgain);
        assertEquals(2, facts());
    }

    /** Every item of the case marked {@code now} is marked {@code instead}, as another release would have left it. */
    private void remark(CommitId now, CommitId instead) {
        List<Map<String, AttributeValue>> marked = storage.client().query(QueryRequest.builder()
                .tableName(TABLE.name()).consistentRead(true).limit(100).keyConditionExpression("#pk = :pk")
                .expressionAttributeNames(Map.of("#pk", KeyGrammar.PK))
                .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(KeyGrammar.casePk(aCase.caseId()))))
                .build()).items().stream().filter(item -> CommitMarks.isMarkedBy(item, now)).toList();
        assertTrue(marked.size() >= 3, "the transition marked its STATE, fact and outbox event: " + marked.size());
        for (Map<String, AttributeValue> item : marked) {
            storage.client().updateItem(UpdateItemRequest.builder().tableName(TABLE.name())
                    .key(Map.of(KeyGrammar.PK, item.get(KeyGrammar.PK), KeyGrammar.SK, item.get(KeyGrammar.SK)))
                    .updateExpression("SET #commit = :commit")
                    .expressionAttributeNames(Map.of("#commit", CommitMarks.ATTRIBUTE))
                    .expressionAttributeValues(Map.of(":commit", AttributeValue.fromS(instead.value()))).build());
        }
    }

    private int facts() {
        return store.cases().timeline(aCase.tenantId(), aCase.caseId(), PageRequest.first(PageRequest.MAX_LIMIT))
                .items().size();
    }
}

package io.enforcementcore.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.adapters.dynamodb.write.ChangePlanner;
import io.enforcementcore.adapters.dynamodb.write.UpdateReplay;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.metering.StorageCall;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Update;

/** Commands priced as the planner writes them, replayed on the items they find. */
class HotspotTransactionReplayTest {
    private static final TenantId TENANT = Specimens.tenant(1);
    private static final CaseId CASE = Specimens.caseOf(TENANT, 1);
    private static final UserId OFFICER = Specimens.officer(TENANT, 1);
    private static final Partition CASE_PARTITION = Partition.table(KeyGrammar.casePk(CASE));

    @Test
    void completing_a_task_writes_three_items_transactionally_takes_the_task_out_of_gsi1_and_lsi1_and_uncounts_it() {
        List<Charge> charges = new HotspotRequests(8).completeTask(TENANT, CASE, OFFICER, 1);

        assertEquals(List.of(
                Charge.write(CASE_PARTITION, StorageCall.BASE_TABLE, 2),
                Charge.write(Partition.of(TableDefinition.Index.GSI1, KeyGrammar.assigneeQueuePk(TENANT, OFFICER)),
                        "GSI1", 1),
                Charge.write(CASE_PARTITION, "LSI1", 1),
                Charge.write(CASE_PARTITION, StorageCall.BASE_TABLE, 2),
                Charge.write(CASE_PARTITION, StorageCall.BASE_TABLE, 2),
                Charge.write(Partition.of(TableDefinition.Index.GSI1,
                        KeyGrammar.caseStatusPk(TENANT, CaseStatus.NOTICE_ISSUED)), "GSI1", 1),
                Charge.write(Partition.of(TableDefinition.Index.GSI2, KeyGrammar.highRiskPk(TENANT)), "GSI2", 1)),
                charges);
    }

    @Test
    void a_status_transition_moves_the_state_between_status_partitions_and_enters_one_outbox_shard() {
        EventId event = Specimens.event("replay", 1);
        List<Charge> gsi1 = new HotspotRequests(8).transition(TENANT, CASE, OFFICER, CaseStatus.NOTICE_ISSUED, event)
                .stream().filter(c -> c.via().equals("GSI1")).toList();

        assertEquals(List.of(
                Charge.write(Partition.of(TableDefinition.Index.GSI1,
                        KeyGrammar.caseStatusPk(TENANT, CaseStatus.UNDER_REVIEW)), "GSI1", 1),
                Charge.write(Partition.of(TableDefinition.Index.GSI1,
                        KeyGrammar.caseStatusPk(TENANT, CaseStatus.NOTICE_ISSUED)), "GSI1", 1),
                Charge.write(Partition.of(TableDefinition.Index.GSI1,
                        KeyGrammar.outboxPendingPk(KeyGrammar.outboxShard(event, 8))), "GSI1", 1)), gsi1);
    }

    @Test
    void an_operation_on_an_item_the_workload_did_not_store_fails() {
        Task task = Specimens.openTask(TENANT, CASE, OFFICER, 1);
        ChangeSet complete = ChangeSet.of("C06", TENANT, Authorship.onCase(OFFICER, Specimens.NOW,
                Specimens.PROVENANCE), TaskDecisions.complete(
                new Act(TENANT, OFFICER, Classification.CONFIDENTIAL, Specimens.NOW, Specimens.event("replay", 2)), task.handle(), task.version()));

        assertThrows(IllegalArgumentException.class,
                () -> TransactionReplay.charges(new ChangePlanner(new EventCodecs(8)), complete, Map.of()));
    }

    @Test
    void an_update_is_replayed_on_the_stored_item() {
        Map<String, AttributeValue> stored = Map.of("status", AttributeValue.fromS("OPEN"),
                "version", AttributeValue.fromN("4"), "GSI1PK", AttributeValue.fromS("QUEUE#a"),
                "title", AttributeValue.fromS("kept"));
        Update update = Update.builder()
                .updateExpression("SET #status = :status, #version = #version + :one, #title = if_not_exists(#title, "
                        + ":title), #owner = if_not_exists(#owner, :owner) REMOVE #GSI1PK")
                .expressionAttributeNames(Map.of("#status", "status", "#version", "version", "#title", "title",
                        "#owner", "owner", "#GSI1PK", "GSI1PK"))
                .expressionAttributeValues(Map.of(":status", AttributeValue.fromS("DONE"), ":one",
                        AttributeValue.fromN("1"), ":title", AttributeValue.fromS("replaced"), ":owner",
                        AttributeValue.fromS("u1")))
                .build();

        assertEquals(Map.of("status", AttributeValue.fromS("DONE"), "version", AttributeValue.fromN("5"),
                "title", AttributeValue.fromS("kept"), "owner", AttributeValue.fromS("u1")),
                UpdateReplay.apply(stored, update));
    }

    @Test
    void an_add_to_a_number_steps_it_and_starts_a_missing_one_at_zero() {
        Update add = Update.builder().updateExpression("SET #status = :done ADD #open :minusOne, #filed :one")
                .expressionAttributeNames(Map.of("#status", "status", "#open", "open", "#filed", "filed"))
                .expressionAttributeValues(Map.of(":done", AttributeValue.fromS("DONE"),
                        ":minusOne", AttributeValue.fromN("-1"), ":one", AttributeValue.fromN("1"))).build();

        assertEquals(Map.of("status", AttributeValue.fromS("DONE"), "open", AttributeValue.fromN("2"),
                "filed", AttributeValue.fromN("1")), UpdateReplay.apply(Map.of("open", AttributeValue.fromN("3")), add));
    }

    @Test
    void an_update_form_the_replay_does_not_know_fails_loudly() {
        Update add = Update.builder().updateExpression("ADD #tags :tag")
                .expressionAttributeNames(Map.of("#tags", "tags"))
                .expressionAttributeValues(Map.of(":tag", AttributeValue.fromSs(List.of("x")))).build();

        assertThrows(IllegalArgumentException.class, () -> UpdateReplay.apply(Map.of(), add));
    }
}

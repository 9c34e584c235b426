package io.enforcementcore.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.enforcementcore.domain.catalog.CommandId;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Commands priced as the planner writes them, replayed on the items they find. */
class HotspotTransactionReplayTest {
    private static final TenantId TENANT = Specimens.tenant(1);
    private static final CaseId CASE = Specimens.caseOf(TENANT, 1);
    private static final UserId OFFICER = Specimens.officer(TENANT, 1);
    private static final Partition CASE_PARTITION = Partition.table("CASE#" + CASE.value());
    private static final String TENANT_KEY = "TENANT#" + TENANT.value();

    @Test
    void completing_a_task_writes_three_items_transactionally_takes_the_task_out_of_gsi1_and_lsi1_and_uncounts_it() {
        List<Charge> charges = new HotspotRequests(8).completeTask(TENANT, CASE, OFFICER, 1);

        assertEquals(List.of(
                Charge.write(CASE_PARTITION, StorageCall.BASE_TABLE, 2),
                Charge.write(Partition.of("GSI1", TENANT_KEY + "#ASSIGNEE#" + OFFICER.value() + "#TASK_STATUS#OPEN"),
                        "GSI1", 1),
                Charge.write(CASE_PARTITION, "LSI1", 1),
                Charge.write(CASE_PARTITION, StorageCall.BASE_TABLE, 2),
                Charge.write(CASE_PARTITION, StorageCall.BASE_TABLE, 2),
                // the high-risk entry (GSI2) projects no count, so the uncounting leaves it as it was
                Charge.write(Partition.of("GSI1", TENANT_KEY + "#CASE_STATUS#NOTICE_ISSUED"), "GSI1", 1)),
                charges);
    }

    @Test
    void a_status_transition_moves_the_state_between_status_partitions_and_enters_one_outbox_shard() {
        EventId event = Specimens.event("replay", 1);
        List<Charge> gsi1 = new HotspotRequests(8).transition(TENANT, CASE, OFFICER, CaseStatus.NOTICE_ISSUED, event)
                .stream().filter(c -> c.via().equals("GSI1")).toList();

        assertEquals(List.of(
                Charge.write(Partition.of("GSI1", TENANT_KEY + "#CASE_STATUS#UNDER_REVIEW"), "GSI1", 1),
                Charge.write(Partition.of("GSI1", TENANT_KEY + "#CASE_STATUS#NOTICE_ISSUED"), "GSI1", 1)),
                gsi1.subList(0, 2));
        assertEquals(3, gsi1.size());
        assertTrue(gsi1.get(2).partition().key().matches("OUTBOX#PENDING#0[0-7]") && gsi1.get(2).wcu() == 1,
                () -> "one write in one of the 8 outbox shards: " + gsi1.get(2));
    }

    @Test
    void an_operation_on_an_item_the_workload_did_not_store_fails() {
        Task task = Specimens.openTask(TENANT, CASE, OFFICER, 1);
        ChangeSet complete = ChangeSet.of(CommandId.C06, TENANT, Authorship.onCase(OFFICER, Specimens.NOW,
                Specimens.PROVENANCE), TaskDecisions.complete(
                new Act(TENANT, OFFICER, Classification.CONFIDENTIAL, Specimens.NOW, Specimens.event("replay", 2)), task.handle(), task.version()));

        assertThrows(IllegalArgumentException.class,
                () -> TransactionReplay.charges(complete, 8, List.of()));
    }
}

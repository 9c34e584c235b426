package io.enforcementcore.domain.port;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.EntityRef;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.vavr.control.Option;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ReceiptTest {
    private static final CaseId CASE = new CaseId("case-1");
    private static final TaskHandle TASK = new TaskHandle(CASE, new TaskId("task-1"), Instant.parse("2026-07-12T17:00:00Z"));

    @Test
    void a_task_receipt_hands_out_the_task_handle_and_no_deadline() {
        Receipt receipt = Receipt.ofTask(CommandId.C04, TASK, 1);

        assertEquals(CASE, receipt.caseId());
        assertEquals(Option.some(TASK), receipt.task());
        assertEquals(Option.none(), receipt.deadline());
        assertEquals(TASK.toToken(), receipt.entity().text());
    }

    @Test
    void a_party_receipt_names_the_party_by_its_id() {
        Receipt receipt = Receipt.ofParty(CommandId.C03, CASE, new PartyId("party-1"), 1);

        assertEquals(new EntityRef.OfParty(new PartyId("party-1")), receipt.entity());
        assertEquals(Option.none(), receipt.task());
    }

    @Test
    void an_entity_of_another_case_is_refused() {
        DeadlineHandle elsewhere = new DeadlineHandle(new CaseId("case-2"), new DeadlineId("d-1"), TASK.dueAt());

        assertThrows(IllegalArgumentException.class,
                () -> new Receipt(CommandId.C08, CASE, new EntityRef.OfDeadline(elsewhere), 2));
        assertThrows(IllegalArgumentException.class,
                () -> new Receipt(CommandId.C02, CASE, new EntityRef.OfCase(new CaseId("case-2")), 2));
    }

    @Test
    void versions_start_at_one() {
        assertThrows(IllegalArgumentException.class, () -> Receipt.ofCase(CommandId.C01, CASE, 0));
    }
}

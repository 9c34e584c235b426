package io.enforcementcore.adapters.inmemory.table;

import static io.enforcementcore.domain.fixtures.Fixtures.aTimelineEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ItemSlotTest {
    private static final TenantId TENANT = new TenantId("ojk");
    private static final CaseId CASE = new CaseId("case-1");
    private static final PartyId PARTY = new PartyId("party-1");
    private static final Instant AT = Instant.parse("2026-07-12T17:00:00Z");

    @Test
    void each_item_is_addressed_as_the_table_design_names_it() {
        CaseParty link = new CaseParty(TENANT, CASE, PARTY, PartyKind.COMPANY, new Title("Pinjaman Kilat Ltd"),
                PartyRole.RESPONDENT, Classification.RESTRICTED, AT);

        assertAddress("CASE#case-1", "META", ItemSlot.meta(CASE));
        assertAddress("CASE#case-1", "STATE", ItemSlot.state(CASE));
        assertAddress("CASE#case-1", "PARTY#party-1", ItemSlot.partyOfCase(CASE, PARTY));
        assertAddress("CASE#case-1", "TASK#2026-07-12T17:00:00.000Z#task-1",
                ItemSlot.task(new TaskHandle(CASE, new TaskId("task-1"), AT)));
        assertAddress("CASE#case-1", "DEADLINE#2026-07-12T17:00:00.000Z#deadline-1",
                ItemSlot.deadline(new DeadlineHandle(CASE, new DeadlineId("deadline-1"), AT)));
        assertAddress("CASE#case-1", "EVIDENCE#evidence-1", ItemSlot.evidence(CASE, new EvidenceId("evidence-1")));
        assertAddress("CASE#case-1", "EVENT#2026-07-12T17:00:00.000Z#event-1",
                ItemSlot.event(aTimelineEvent(TENANT, CASE, new EventId("event-1"), AT)));
        assertAddress("CASE#case-1", "OUTBOX#2026-07-12T17:00:00.000Z#event-1",
                ItemSlot.outbox(CASE, AT, new EventId("event-1")));
        assertAddress("PARTY#ojk#party-1", "PROFILE", ItemSlot.partyProfile(TENANT, PARTY));
        assertAddress("PARTY#ojk#party-1", "CASE#RESTRICTED#case-1", ItemSlot.caseOfParty(link));
        assertAddress("EXTREF#ojk#OJK/2026/1", "UNIQUE", ItemSlot.externalRef(TENANT, new ExternalRef("OJK/2026/1")));
        assertAddress("IDEMPOTENCY#ojk#retry-1", "RECORD", ItemSlot.idempotency(TENANT, new IdempotencyKey("retry-1")));
    }

    @Test
    void slots_are_equal_exactly_when_they_name_the_same_item() {
        TaskHandle task = new TaskHandle(CASE, new TaskId("task-1"), AT);

        assertEquals(ItemSlot.task(task), ItemSlot.task(new TaskHandle(CASE, new TaskId("task-1"), AT)));
        assertNotEquals(ItemSlot.task(task), ItemSlot.task(new TaskHandle(CASE, new TaskId("task-1"),
                AT.plusMillis(1))));
        assertNotEquals(ItemSlot.meta(CASE), ItemSlot.state(CASE));
        assertNotEquals(ItemSlot.partyOfCase(CASE, PARTY), ItemSlot.evidence(CASE, new EvidenceId(PARTY.value())));
    }

    private static void assertAddress(String partition, String sort, ItemSlot slot) {
        assertEquals(new ItemAddress(partition, sort), slot.address(), slot.toString());
    }
}

package io.enforcementcore.adapters.dynamodb.item;

import static io.enforcementcore.domain.fixtures.ChangeSets.factOf;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anIdempotencyRecord;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Fixtures.anOutboxEvent;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Domain records through item records (MapStruct) and attribute maps (codecs) and back, unchanged. */
class ItemCodecsTest {
    private static final TenantId TENANT = new TenantId("t1");
    private static final List<String> HEADER = List.of("entityType", "schemaVersion", "tenantId", "createdAt",
            "updatedAt");
    private final NewCase aCase = aCaseUnderReview(TENANT);

    @Test
    void a_state_keeps_its_counts_and_one_without_the_kept_mark_reads_them_as_unknown() {
        CaseState counted = aCase.state().withCounts(Option.some(new CaseCounts(3, 1, 2, 5)));
        Map<String, AttributeValue> unmarked = new LinkedHashMap<>(
                CaseCodecs.state(aCase.state().withCounts(Option.none())));
        unmarked.put(CaseCountAttributes.OPEN_TASKS, AttributeValue.fromN("1"));

        assertEquals(counted, CaseCodecs.state(CaseCodecs.state(counted)));
        assertEquals(Option.none(), CaseCodecs.state(unmarked).counts(), "an ADD on an old case proves nothing");
    }

    @Test
    void case_metadata_and_state_round_trip() {
        assertEquals(aCase.metadata(), CaseCodecs.meta(withHeader(CaseCodecs.meta(aCase.metadata()))));
        assertEquals(aCase.state(), CaseCodecs.state(withHeader(CaseCodecs.state(aCase.state()))));
        assertEquals(aCase.caseId(), CaseCodecs.caseIdOfSentinel(withHeader(
                CaseCodecs.externalRefSentinel(aCase.metadata()))));
    }

    @Test
    void state_is_in_the_high_risk_view_only_while_open_and_high() {
        CaseState high = new CaseState(TENANT, aCase.caseId(), CaseStatus.NOTICE_ISSUED, new RiskScore(80),
                aCase.state().classification(), 3, aCase.state().openedAt(), aCase.state().openedAt(),
                aCase.state().counts());
        CaseState closedHigh = new CaseState(TENANT, aCase.caseId(), CaseStatus.CLOSED, new RiskScore(95),
                aCase.state().classification(), 4, aCase.state().openedAt(), aCase.state().openedAt(),
                aCase.state().counts());

        assertEquals(aCase.state().classification() + "#080#CASE#" + aCase.caseId(), CaseCodecs.state(high).get(KeyGrammar.GSI2SK).s());
        assertFalse(CaseCodecs.state(closedHigh).containsKey(KeyGrammar.GSI2PK));
        assertFalse(CaseCodecs.state(aCase.state()).containsKey(KeyGrammar.GSI2PK), "40 is not high");
        assertEquals("TENANT#t1#CASE_STATUS#CLOSED", CaseCodecs.state(closedHigh).get(KeyGrammar.GSI1PK).s());
    }

    @Test
    void open_tasks_carry_queue_and_open_work_keys_done_tasks_neither() {
        Task open = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        Task done = new Task(TENANT, open.caseId(), open.taskId(), open.title(), open.assignee(), open.dueAt(),
                TaskStatus.DONE, 2, open.caseTitle(), open.audit());

        Map<String, AttributeValue> openItem = withHeader(WorkCodecs.task(open));
        assertEquals(open, WorkCodecs.task(openItem));
        assertTrue(openItem.containsKey(KeyGrammar.GSI1PK) && openItem.containsKey(KeyGrammar.LSI1SK));
        Map<String, AttributeValue> doneItem = withHeader(WorkCodecs.task(done));
        assertEquals(done, WorkCodecs.task(doneItem));
        assertFalse(doneItem.containsKey(KeyGrammar.GSI1PK) || doneItem.containsKey(KeyGrammar.GSI1SK)
                || doneItem.containsKey(KeyGrammar.LSI1SK));
    }

    @Test
    void deadlines_leave_their_views_once_resolved() {
        Deadline open = anOpenDeadline(aCase, daysAfterStart(9));
        Deadline met = new Deadline(TENANT, open.caseId(), open.deadlineId(), open.type(), open.dueAt(),
                DeadlineStatus.MET, 2, open.caseTitle(), open.audit());

        assertEquals(open, WorkCodecs.deadline(withHeader(WorkCodecs.deadline(open))));
        assertEquals(met, WorkCodecs.deadline(withHeader(WorkCodecs.deadline(met))));
        assertFalse(WorkCodecs.deadline(met).containsKey(KeyGrammar.LSI1SK));
    }

    @Test
    void parties_edges_evidence_and_events_round_trip() {
        Party party = aCompany(TENANT);
        var link = aRespondentLink(party, aCase);
        var evidence = anEvidence(aCase);
        var fact = factOf(opening(aCase));
        OutboxEvent pending = anOutboxEvent(aCase, Ids.anEventId(), Instant.parse("2026-07-07T10:05:00Z"));
        EventCodecs events = new EventCodecs(8);

        assertEquals(party, PartyCodecs.profile(withHeader(PartyCodecs.profile(party))));
        assertEquals(link, PartyCodecs.edge(withHeader(PartyCodecs.caseToParty(link))));
        assertEquals(link, PartyCodecs.edge(withHeader(PartyCodecs.partyToCase(link))));
        assertEquals(evidence, RecordCodecs.evidence(withHeader(RecordCodecs.evidence(evidence))));
        assertEquals(fact, EventCodecs.timeline(withHeader(EventCodecs.timeline(fact))));
        assertEquals(pending, EventCodecs.outbox(withHeader(events.outbox(pending))));
        assertTrue(events.outbox(pending).get(KeyGrammar.GSI1PK).s().startsWith("OUTBOX#PENDING#"));
    }

    @Test
    void idempotency_records_keep_their_receipt_whatever_entity_it_names() {
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(9));
        List<Receipt> receipts = List.of(
                Receipt.ofCase(CommandId.C02, aCase.caseId(), 2),
                Receipt.ofTask(CommandId.C04, task.handle(), 1),
                Receipt.ofDeadline(CommandId.C08, deadline.handle(), 2),
                Receipt.ofParty(CommandId.C03, aCase.caseId(), new PartyId("party-1"), 1),
                Receipt.ofEvidence(CommandId.C09, aCase.caseId(), new EvidenceId("evidence-1"), 1));

        for (Receipt receipt : receipts) {
            IdempotencyRecord record = anIdempotencyRecord(TENANT, receipt);
            assertEquals(record, RecordCodecs.idempotency(withHeader(RecordCodecs.idempotency(record))));
        }
    }

    @Test
    void every_item_is_at_the_current_schema_version() {
        assertEquals(String.valueOf(EntityType.CURRENT_SCHEMA_VERSION),
                CaseCodecs.meta(aCase.metadata()).get(ItemWriter.SCHEMA_VERSION).n());
    }

    /** Checks the header every item must carry, and hands the item on. */
    private static Map<String, AttributeValue> withHeader(Map<String, AttributeValue> item) {
        for (String attribute : HEADER) {
            assertTrue(item.containsKey(attribute), () -> item.get("SK") + " lacks " + attribute);
        }
        return item;
    }
}

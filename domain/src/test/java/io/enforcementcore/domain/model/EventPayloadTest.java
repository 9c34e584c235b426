package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class EventPayloadTest {
    private static final Instant DUE = Instant.parse("2026-07-12T17:00:00Z");

    /** One payload of every type, as a command would record it. */
    static final List<EventPayload> EVERY_KIND = List.of(
            new EventPayload.CaseOpened(new ExternalRef("ABC-1"), new Title("Lending"), new RiskScore(40),
                    Classification.RESTRICTED, new OrgId("unit")),
            new EventPayload.CaseStatusChanged(CaseStatus.UNDER_REVIEW, CaseStatus.NOTICE_ISSUED),
            new EventPayload.CaseRenamed(new Title("Lending, renamed")),
            new EventPayload.RiskScoreChanged(new RiskScore(40), new RiskScore(85)),
            new EventPayload.PartyLinked(new PartyId("party-1"), new Title("Kilat Ltd"), PartyRole.RESPONDENT),
            new EventPayload.TaskCreated(new TaskId("task-1"), new UserId("nadia"), DUE),
            new EventPayload.TaskReassigned(new TaskId("task-1"), new UserId("ivan")),
            new EventPayload.TaskCompleted(new TaskId("task-1")),
            new EventPayload.TaskRescheduled(new TaskId("task-1"), DUE, DUE.plusSeconds(86_400)),
            new EventPayload.DeadlineAdded(new DeadlineId("deadline-1"), DeadlineType.PAYMENT, DUE),
            new EventPayload.DeadlineMet(new DeadlineId("deadline-1")),
            new EventPayload.DeadlineMissed(new DeadlineId("deadline-1")),
            new EventPayload.EvidenceAttached(new EvidenceId("evidence-1"), new Title("Scan"), new Sha256("ab".repeat(32)),
                    48_213),
            new EventPayload.ExternalRefChanged(new ExternalRef("ABC-2026-0001"), new ExternalRef("ABC-2026-0042")));

    @Test
    void every_event_type_has_its_payload() {
        Set<EventType> covered = EVERY_KIND.stream().map(EventPayload::type).collect(Collectors.toSet());
        assertEquals(EnumSet.allOf(EventType.class), covered);
    }

    @Test
    void every_payload_reads_back_from_its_fields() {
        for (EventPayload payload : EVERY_KIND) {
            assertEquals(payload, EventPayload.parse(payload.type(), payload.fields()), payload.type().name());
        }
    }

    @Test
    void fields_keep_the_names_and_the_fixed_width_times_consumers_read() {
        assertEquals(Map.of("taskId", "task-1", "assigneeId", "nadia", "dueAt", "2026-07-12T17:00:00.000Z"),
                EVERY_KIND.get(5).fields());
        assertEquals(Map.of("from", "40", "to", "85"), EVERY_KIND.get(3).fields());
    }

    @Test
    void fields_that_miss_a_value_are_refused_naming_it() {
        InvalidValue refused = assertThrows(InvalidValue.class,
                () -> EventPayload.parse(EventType.TASK_COMPLETED, Map.of("note", "no task id")));
        assertEquals("taskId", refused.field());
    }

    @Test
    void an_evidence_event_whose_digest_is_no_sha256_is_refused_naming_it() {
        InvalidValue refused = assertThrows(InvalidValue.class, () -> EventPayload.parse(EventType.EVIDENCE_ATTACHED,
                Map.of("evidenceId", "evidence-1", "description", "Scan", "sha256", "not-a-digest",
                        "sizeBytes", "10")));
        assertEquals("sha256", refused.field());
    }
}

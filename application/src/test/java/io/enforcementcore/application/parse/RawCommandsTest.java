package io.enforcementcore.application.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.query.BackfillResumeToken;
import io.enforcementcore.application.command.RescheduleTask;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RawCommandsTest {
    private static final Instant DUE = Instant.parse("2026-07-12T17:00:00Z");
    private static final TaskHandle TASK = new TaskHandle(new CaseId("case-1"), new TaskId("task-1"), DUE);
    private static final DeadlineHandle DEADLINE = new DeadlineHandle(new CaseId("case-1"), new DeadlineId("d-1"), DUE);

    @Test
    void valid_text_becomes_the_typed_command() {
        Either<Rejection, CreateTask> parsed =
                RawCommands.createTask("case-1", "Review filing", "officer-7", "2026-07-12T17:00:00Z", "key-1");

        assertEquals(Either.right(new CreateTask(new CaseId("case-1"), new Title("Review filing"),
                new UserId("officer-7"), DUE).withIdempotencyKey(new IdempotencyKey("key-1"))), parsed);
    }

    @Test
    void a_bad_field_is_named_as_the_caller_named_it() {
        assertEquals(invalid("assigneeId", "must not contain '#', the key delimiter"),
                RawCommands.createTask("case-1", "Review filing", "officer#7", "2026-07-12T17:00:00Z", null));
        assertEquals(invalid("partyName", "must not be blank"),
                RawCommands.linkParty("case-1", "RESTRICTED", "party-1", "COMPANY", " ", "RESPONDENT", null));
        assertEquals(invalid("dueAt", "must be an ISO-8601 UTC instant such as 2026-07-12T17:00:00Z, was '2026-07-10'"),
                RawCommands.addDeadline("case-1", "LEGAL_RESPONSE", "2026-07-10", null));
        assertEquals(invalid("metadata", "metadata key must not contain '#', the key delimiter"),
                RawCommands.attachEvidence("case-1", "Ledger", "s3://b/k", "ab".repeat(32), 10, Map.of("page#", "4"),
                        null));
    }

    @Test
    void an_unknown_status_kind_or_outcome_names_its_field() {
        assertEquals("targetStatus", fieldOf(RawCommands.transitionCase("case-1", 2, "SUSPENDED", null)));
        assertEquals("partyKind", fieldOf(RawCommands.linkParty("case-1", "PUBLIC", "p-1", "TRUST", "Zenith",
                "RESPONDENT", null)));
        assertEquals("caseClassification", fieldOf(RawCommands.linkParty("case-1", "SECRET", "p-1", "COMPANY",
                "Zenith", "RESPONDENT", null)));
        assertEquals("classification", fieldOf(RawCommands.openCase("R-1", "T", 5, "TOP_SECRET", "org", null)));
        assertEquals(invalid("outcome", "must be MET or MISSED"),
                RawCommands.resolveDeadline(DEADLINE.toToken(), 1, "OPEN", null));
    }

    @Test
    void a_task_or_deadline_is_named_by_its_token_and_nothing_else() {
        assertEquals(Either.right(TASK), RawCommands.completeTask(TASK.toToken(), 3, null).map(c -> c.task()));
        assertEquals("task", fieldOf(RawCommands.completeTask("task-1", 3, null)));
        assertEquals("task", fieldOf(RawCommands.reassignTask(DEADLINE.toToken(), 3, "officer-8", null)));
        assertEquals("deadline", fieldOf(RawCommands.resolveDeadline(TASK.toToken(), 3, "MET", null)));
    }

    @Test
    void rescheduling_to_the_same_instant_however_it_is_spelled_is_refused() {
        Either<Rejection, RescheduleTask> parsed =
                RawCommands.rescheduleTask(TASK.toToken(), 1, "2026-07-12T17:00:00.000Z", null);

        assertEquals(invalid("newDueAt", "must differ from the task's current due time"), parsed);
    }

    @Test
    void versions_start_at_one() {
        assertEquals(invalid("expectedVersion", "must be at least 1, was 0"),
                RawCommands.renameCase("case-1", 0, "New title", null));
    }

    @Test
    void every_version_taken_is_refused_below_one_and_where_it_cannot_be_stepped() {
        for (long version : new long[] {0, -1, Long.MIN_VALUE, Long.MAX_VALUE}) {
            List<Either<Rejection, ?>> parsed = List.of(
                    RawCommands.transitionCase("case-1", version, "NOTICE_ISSUED", null),
                    RawCommands.reassignTask(TASK.toToken(), version, "officer-8", null),
                    RawCommands.completeTask(TASK.toToken(), version, null),
                    RawCommands.resolveDeadline(DEADLINE.toToken(), version, "MET", null),
                    RawCommands.rescheduleTask(TASK.toToken(), version, "2026-07-13T17:00:00.000Z", null),
                    RawCommands.changeRiskScore("case-1", version, 50, null),
                    RawCommands.renameCase("case-1", version, "New title", null),
                    RawCommands.changeExternalRef("case-1", version, "REF-2", null));

            for (Either<Rejection, ?> refused : parsed) {
                assertEquals("expectedVersion", fieldOf(refused), version + ": " + refused);
            }
        }
    }

    @Test
    void a_resume_token_not_in_the_form_a_report_prints_is_refused_naming_it() {
        for (String token : List.of("", "0:zzz", "bf1.!!", "bf1." + "A".repeat(3), "bf1.")) {
            assertEquals("resumeToken", fieldOf(RawCommands.backfill(4, 1, 100, 0, 0, token)), token);
            assertEquals("resumeToken", fieldOf(RawCommands.sweepSnapshotDrift(4, 1, 100, 0, 0, token)), token);
        }
        String token = BackfillResumeToken.encode(List.of("1:", "3:position"));
        assertEquals(Map.of(1, "", 3, "position"), RawCommands.backfill(4, 1, 100, 0, 0, token).get().resumeFrom());
        assertEquals(Map.of(), RawCommands.sweepSnapshotDrift(4, 1, 100, 0, 0, null).get().resumeFrom());
    }

    @Test
    void a_risk_score_outside_0_to_100_is_refused() {
        assertEquals(invalid("riskScore", "must be between 0 and 100, was 101"),
                RawCommands.changeRiskScore("case-1", 2, 101, null));
    }

    @Test
    void an_idempotency_key_is_checked_like_any_field_and_absent_when_null() {
        assertEquals("idempotencyKey", fieldOf(RawCommands.renameCase("case-1", 3, "New title", "key#1")));
        assertEquals(Either.right(true),
                RawCommands.renameCase("case-1", 3, "New title", null).map(c -> c.idempotencyKey().isEmpty()));
    }

    private static Either<Rejection, Object> invalid(String field, String reason) {
        return Either.left(new Rejection.InvalidInput(field, reason));
    }

    private static String fieldOf(Either<Rejection, ?> parsed) {
        return ((Rejection.InvalidInput) parsed.getLeft()).field();
    }
}

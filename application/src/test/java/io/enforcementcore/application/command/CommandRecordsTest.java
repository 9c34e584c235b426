package io.enforcementcore.application.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The command records refuse a bad request where it is built, naming the field. */
class CommandRecordsTest {
    private static final CaseId CASE = new CaseId("case-1");
    private static final Instant DUE = Instant.parse("2026-07-12T17:00:00Z");
    private static final TaskHandle TASK = new TaskHandle(CASE, new TaskId("task-1"), DUE);

    @Test
    void a_version_seen_is_at_least_one() {
        InvalidValue refused = assertThrows(InvalidValue.class,
                () -> new TransitionCase(CASE, 0, CaseStatus.NOTICE_ISSUED));

        assertEquals("expectedVersion", refused.field());
        assertEquals("must be at least 1, was 0", refused.reason());
    }

    @Test
    void a_version_seen_can_still_be_stepped_by_one_in_every_versioned_command() {
        DeadlineHandle deadline = new DeadlineHandle(CASE, new DeadlineId("d-1"), DUE);
        List<Executable> builds = List.of(
                () -> new TransitionCase(CASE, Long.MAX_VALUE, CaseStatus.NOTICE_ISSUED),
                () -> new ReassignTask(TASK, Long.MAX_VALUE, new UserId("officer-8")),
                () -> new CompleteTask(TASK, Long.MAX_VALUE),
                () -> new ResolveDeadline(deadline, Long.MAX_VALUE, DeadlineStatus.MET),
                () -> new RescheduleTask(TASK, Long.MAX_VALUE, DUE.plusSeconds(60)),
                () -> new ChangeRiskScore(CASE, Long.MAX_VALUE, new RiskScore(50)),
                () -> new RenameCase(CASE, Long.MAX_VALUE, new Title("Renamed")),
                () -> new ChangeExternalRef(CASE, Long.MAX_VALUE, new ExternalRef("REF-2")));

        for (Executable build : builds) {
            InvalidValue refused = assertThrows(InvalidValue.class, build);
            assertEquals("expectedVersion", refused.field());
            assertEquals("must be at most 9223372036854775806 (one less than the largest version a record can step"
                    + " to), was 9223372036854775807", refused.reason());
        }
        assertEquals(Long.MAX_VALUE - 1, new CompleteTask(TASK, Long.MAX_VALUE - 1).expectedVersion());
    }

    @Test
    void a_reschedule_must_move_the_task() {
        assertEquals("newDueAt", assertThrows(InvalidValue.class, () -> new RescheduleTask(TASK, 1, DUE)).field());
    }

    @Test
    void a_deadline_ends_met_or_missed_never_open() {
        DeadlineHandle deadline = new DeadlineHandle(CASE, new DeadlineId("d-1"), DUE);

        assertEquals("outcome", assertThrows(InvalidValue.class,
                () -> new ResolveDeadline(deadline, 1, DeadlineStatus.OPEN)).field());
    }

    @Test
    void a_due_time_more_precise_than_milliseconds_is_refused() {
        assertEquals("dueAt", assertThrows(InvalidValue.class, () -> new CreateTask(CASE, new Title("Review"),
                new UserId("officer-7"), DUE.plusNanos(1))).field());
    }

    @Test
    void a_missing_value_is_a_programming_error() {
        assertThrows(NullPointerException.class, () -> new CompleteTask(null, 1));
        assertThrows(NullPointerException.class, () -> new CompleteTask(TASK, 1, null));
    }

    @Test
    void a_key_is_added_to_the_same_request() {
        CompleteTask plain = new CompleteTask(TASK, 4);
        IdempotencyKey key = new IdempotencyKey("key-1");

        assertEquals(new CompleteTask(TASK, 4, Option.some(key)), plain.withIdempotencyKey(key));
        assertEquals(Option.none(), plain.idempotencyKey());
    }
}

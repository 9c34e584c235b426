package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class HandleTokenTest {
    private static final Instant DUE = Instant.parse("2026-07-12T17:00:00Z");
    private static final TaskHandle TASK =
            new TaskHandle(new CaseId("case 1/2026: Jakarta"), new TaskId("task-7"), DUE);
    private static final DeadlineHandle DEADLINE =
            new DeadlineHandle(new CaseId("case-1"), new DeadlineId("deadline-3"), DUE);

    @Test
    void a_handle_reads_back_from_its_token() {
        assertEquals(TASK, TaskHandle.parseToken(TASK.toToken()));
        assertEquals(DEADLINE, DeadlineHandle.parseToken(DEADLINE.toToken()));
    }

    @Test
    void a_token_is_one_url_safe_word_even_when_the_ids_hold_spaces_and_slashes() {
        assertTrue(TASK.toToken().matches("[A-Za-z0-9_-]+"), TASK.toToken());
    }

    @Test
    void the_due_time_is_part_of_the_token() {
        TaskHandle rescheduled = new TaskHandle(TASK.caseId(), TASK.taskId(), DUE.plusSeconds(3600));

        assertNotEquals(TASK.toToken(), rescheduled.toToken());
    }

    @Test
    void a_deadline_token_does_not_name_a_task_nor_the_other_way_round() {
        InvalidValue asTask = assertThrows(InvalidValue.class, () -> TaskHandle.parseToken(DEADLINE.toToken()));
        InvalidValue asDeadline = assertThrows(InvalidValue.class, () -> DeadlineHandle.parseToken(TASK.toToken()));

        assertEquals("task", asTask.field());
        assertEquals("must be a task reference as a receipt or a listing gave it", asTask.reason());
        assertEquals("deadline", asDeadline.field());
    }

    @Test
    void text_that_no_handle_wrote_is_refused() {
        String token = TASK.toToken();
        for (String text : new String[] {"task-7", "a b", token + "A", "!" + token.substring(1), "x".repeat(600)}) {
            assertEquals("task", assertThrows(InvalidValue.class, () -> TaskHandle.parseToken(text)).field(), text);
        }
        assertEquals("must not be blank", assertThrows(InvalidValue.class, () -> TaskHandle.parseToken(" ")).reason());
    }
}

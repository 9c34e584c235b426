package io.enforcementcore.adapters.dynamodb.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The domain's orders of open tasks and deadlines across cases are the orders of their index sort keys, as
 * DynamoDB sorts them (by the UTF-8 bytes, unsigned), for ids drawn from few characters, so that one id is often
 * the start of another, among them the space, '!' and '"' that sort below the key's delimiter and characters
 * far above it; and due times that often tie. Pages read per classification merge in the domain's order, so
 * an item where the two differ would be listed out of order, or once too often across pages.
 */
class ViewOrderPropertiesTest {
    private static final TenantId TENANT = new TenantId("agency-1");
    private static final UserId ASSIGNEE = new UserId("officer-1");
    private static final Title CASE_TITLE = new Title("A case");

    @Property(tries = 2000)
    void two_open_tasks_compare_as_their_assignee_index_keys(@ForAll("tasks") Task one, @ForAll("tasks") Task other) {
        assertEquals(Integer.signum(bytewise(key(one), key(other))), Integer.signum(Task.DUE_FIRST.compare(one, other)),
                () -> key(one) + " against " + key(other));
    }

    @Property(tries = 2000)
    void two_open_deadlines_compare_as_their_deadline_index_keys(@ForAll("deadlines") Deadline one,
                                                                 @ForAll("deadlines") Deadline other) {
        assertEquals(Integer.signum(bytewise(key(one), key(other))),
                Integer.signum(Deadline.DUE_FIRST.compare(one, other)), () -> key(one) + " against " + key(other));
    }

    @Provide
    Arbitrary<Task> tasks() {
        return Combinators.combine(dueTimes(), ids(), ids()).as((dueAt, caseId, taskId) ->
                Fixtures.anOpenTask(TENANT, new CaseId(caseId), new TaskId(taskId), ASSIGNEE, dueAt, CASE_TITLE));
    }

    @Provide
    Arbitrary<Deadline> deadlines() {
        return Combinators.combine(dueTimes(), ids(), ids()).as((dueAt, caseId, deadlineId) ->
                Fixtures.anOpenDeadline(TENANT, new CaseId(caseId), new DeadlineId(deadlineId), dueAt, CASE_TITLE));
    }

    private static Arbitrary<Instant> dueTimes() {
        Instant due = Instant.parse("2026-07-12T17:00:00Z");
        return Arbitraries.of(due, due.plusMillis(1), due.plusSeconds(3_600), Instant.parse("1999-12-31T23:59:59.999Z"));
    }

    /** Valid ids (no surrounding space) of up to three characters from a small set around the delimiter. */
    private static Arbitrary<String> ids() {
        return Arbitraries.strings().withChars(' ', '!', '"', '$', '-', '0', 'a', 'é', '中', '\uFFFD')
                .ofMinLength(1).ofMaxLength(3)
                .filter(id -> id.strip().equals(id));
    }

    private static String key(Task task) {
        return KeyGrammar.assigneeQueue(task.tenantId(), task.assignee(), Classification.RESTRICTED, task.dueAt(),
                task.caseId(), task.taskId()).sk();
    }

    private static String key(Deadline deadline) {
        return KeyGrammar.deadlineQueue(deadline.tenantId(), Classification.RESTRICTED, deadline.dueAt(),
                deadline.caseId(), deadline.deadlineId()).sk();
    }

    private static int bytewise(String one, String other) {
        return Arrays.compareUnsigned(one.getBytes(StandardCharsets.UTF_8), other.getBytes(StandardCharsets.UTF_8));
    }
}

package io.enforcementcore.adapters.inmemory.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.inmemory.table.SortKeys.CaseTimeKey;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The domain's orders of open tasks and deadlines across cases are the orders of this store's view keys, for
 * ids drawn from few characters (so one is often the start of another, among them characters that sort below
 * the delimiter) and due times that often tie: the pages of each classification merge in the domain's order.
 */
class MemoryViewOrderPropertiesTest {
    private static final TenantId TENANT = new TenantId("agency-1");
    private static final UserId ASSIGNEE = new UserId("officer-1");
    private static final Title CASE_TITLE = new Title("A case");

    @Property(tries = 2000)
    void two_open_tasks_compare_as_their_view_keys(@ForAll("tasks") Task one, @ForAll("tasks") Task other) {
        assertEquals(Integer.signum(key(one).compareTo(key(other))), Integer.signum(Task.DUE_FIRST.compare(one, other)),
                () -> key(one).position() + " against " + key(other).position());
    }

    @Property(tries = 2000)
    void two_open_deadlines_compare_as_their_view_keys(@ForAll("deadlines") Deadline one,
                                                       @ForAll("deadlines") Deadline other) {
        assertEquals(Integer.signum(key(one).compareTo(key(other))),
                Integer.signum(Deadline.DUE_FIRST.compare(one, other)),
                () -> key(one).position() + " against " + key(other).position());
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

    private static Arbitrary<String> ids() {
        return Arbitraries.strings().withChars(' ', '!', '"', '$', '-', '0', 'a', 'é', '中', '\uFFFD')
                .ofMinLength(1).ofMaxLength(3)
                .filter(id -> id.strip().equals(id));
    }

    private static CaseTimeKey key(Task task) {
        return new CaseTimeKey(task.dueAt(), task.caseId().value(), task.taskId().value());
    }

    private static CaseTimeKey key(Deadline deadline) {
        return new CaseTimeKey(deadline.dueAt(), deadline.caseId().value(), deadline.deadlineId().value());
    }
}

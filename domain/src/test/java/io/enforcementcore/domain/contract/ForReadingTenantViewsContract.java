package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.contract.Eventually.eventually;
import static io.enforcementcore.domain.contract.Pages.assertPagedExactly;
import static io.enforcementcore.domain.contract.Pages.firstPage;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.reassigning;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduled;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduling;
import static io.enforcementcore.domain.fixtures.ChangeSets.resolving;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.enforcementcore.domain.port.ForReadingTenantViews}: the sparse cross-case views.
 * They are eventually consistent, so every expectation here is awaited with {@link Eventually}; each
 * view holds exactly the items that belong in it (open tasks, open deadlines, cases in a status, open
 * high-risk cases), in the order of its index key, paged as {@link Pages} states. The case lists (AP12,
 * AP13), and tenant isolation are specified in {@link CaseListViewsContract}, inherited here.
 *
 * <p>Orders: AP03 and AP04 by due time, then case id, then task or deadline id, exactly as their index
 * sort key {@code <dueAt>#CASE#<caseId>#TASK#<taskId>} compares: where one case id is a prefix of
 * another, the character after the prefix decides against {@code '#'}, so {@code c!x} (with {@code '!'}
 * below {@code '#'}) comes before {@code c}, and {@code c-x} after it.
 */
public abstract class ForReadingTenantViewsContract extends CaseListViewsContract {
    private final TenantId tenant = Ids.aTenant();
    private final UserId assignee = Ids.anOfficer();

    @Test
    void lists_the_open_tasks_of_an_assignee_by_due_time_then_case_then_task() {
        String caseBase = Ids.unique("case");
        NewCase one = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseBase + "-1")));
        NewCase two = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseBase + "-2")));
        String taskBase = Ids.unique("task");
        Task first = task(two, taskBase + "-q", daysAfterStart(1));
        Task tieOnCase = task(one, taskBase + "-z", daysAfterStart(2));
        Task tieAfterCase = task(two, taskBase + "-a", daysAfterStart(2));
        Task tieOnTaskA = task(one, taskBase + "-b", daysAfterStart(3));
        Task tieOnTaskC = task(one, taskBase + "-c", daysAfterStart(3));
        Task someoneElses = anOpenTask(one, Ids.anOfficer(), daysAfterStart(1));
        Task done = task(one, taskBase + "-d", daysAfterStart(1));
        for (Task task : List.of(tieOnTaskC, done, tieAfterCase, someoneElses, first, tieOnTaskA, tieOnCase)) {
            given(creating(task));
        }
        given(completing(done));

        eventually(() -> assertPagedExactly(List.of(first, tieOnCase, tieAfterCase, tieOnTaskA, tieOnTaskC),
                assigneeTasks(DueWindow.any())));
    }

    @Test
    void orders_tasks_due_together_as_their_index_key_does_when_one_case_id_prefixes_another() {
        String prefix = Ids.unique("case");
        NewCase plain = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(prefix)));
        NewCase bang = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(prefix + "!x")));
        NewCase dash = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(prefix + "-x")));
        Instant due = daysAfterStart(2);
        Task onPlain = task(plain, Ids.unique("task"), due);
        Task onBang = task(bang, Ids.unique("task"), due);
        Task onDash = task(dash, Ids.unique("task"), due);
        for (Task task : List.of(onPlain, onDash, onBang)) {
            given(creating(task));
        }

        eventually(() -> assertEquals(List.of(onBang, onPlain, onDash), firstPage(assigneeTasks(DueWindow.any()))));
    }

    @Test
    void keeps_to_the_due_window_with_both_ends_included() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        String base = Ids.unique("task");
        Task before = task(aCase, base + "-1", daysAfterStart(1));
        Task atStart = task(aCase, base + "-2", daysAfterStart(2));
        Task inside = task(aCase, base + "-3", daysAfterStart(3));
        Task atEnd = task(aCase, base + "-4", daysAfterStart(4));
        Task after = task(aCase, base + "-5", daysAfterStart(5));
        for (Task task : List.of(after, atEnd, inside, atStart, before)) {
            given(creating(task));
        }
        DueWindow window = new DueWindow(Option.some(daysAfterStart(2)), Option.some(daysAfterStart(4)));

        eventually(() -> assertPagedExactly(List.of(atStart, inside, atEnd), assigneeTasks(window)));
        eventually(() -> assertEquals(List.of(before, atStart), firstPage(assigneeTasks(
                new DueWindow(Option.none(), Option.some(daysAfterStart(2)))))));
        eventually(() -> assertEquals(List.of(atEnd, after), firstPage(assigneeTasks(
                new DueWindow(Option.some(daysAfterStart(4)), Option.none())))));
    }

    @Test
    void takes_a_completed_task_out_of_the_assignee_view_and_out_of_the_open_work_of_its_case() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = task(aCase, Ids.unique("task"), daysAfterStart(1));
        given(creating(task));
        eventually(() -> assertEquals(List.of(task), firstPage(assigneeTasks(DueWindow.any()))));

        given(completing(task));

        eventually(() -> assertEquals(List.of(), firstPage(assigneeTasks(DueWindow.any()))));
        assertEquals(List.of(), store.cases().operationalView(tenant, aCase.caseId(), 10).get().openTasks());
    }

    @Test
    void moves_a_reassigned_task_to_the_queue_of_its_new_assignee() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = task(aCase, Ids.unique("task"), daysAfterStart(1));
        UserId newAssignee = Ids.anOfficer();
        given(creating(task));

        given(reassigning(task, newAssignee));

        Task reassigned = store.cases().task(tenant, task.handle()).get();
        eventually(() -> assertEquals(List.of(), firstPage(assigneeTasks(DueWindow.any()))));
        eventually(() -> assertEquals(List.of(reassigned), firstPage(page ->
                store.views().openTasksOfAssignee(tenant, newAssignee, DueWindow.any(), Classification.CONFIDENTIAL, page))));
    }

    @Test
    void moves_a_rescheduled_task_to_its_new_place_in_due_order() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        String base = Ids.unique("task");
        Task movesLast = task(aCase, base + "-1", daysAfterStart(1));
        Task second = task(aCase, base + "-2", daysAfterStart(2));
        Task third = task(aCase, base + "-3", daysAfterStart(3));
        for (Task task : List.of(movesLast, second, third)) {
            given(creating(task));
        }

        given(rescheduling(movesLast, daysAfterStart(4)));

        Task moved = rescheduled(movesLast, daysAfterStart(4));
        eventually(() -> assertPagedExactly(List.of(second, third, moved), assigneeTasks(DueWindow.any())));
        assertPagedExactly(List.of(second, third, moved),
                page -> store.cases().tasksOfCase(tenant, aCase.caseId(), Option.none(), page));
        assertEquals(Option.none(), store.cases().task(tenant, movesLast.handle()));
    }

    @Test
    void lists_the_open_deadlines_due_by_a_time_by_due_time_then_case_then_deadline() {
        String caseBase = Ids.unique("case");
        NewCase one = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseBase + "-1")));
        NewCase two = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseBase + "-2")));
        String base = Ids.unique("deadline");
        Deadline first = deadline(two, base + "-q", daysAfterStart(1));
        Deadline tieOnCase = deadline(one, base + "-z", daysAfterStart(2));
        Deadline tieAfterCase = deadline(two, base + "-a", daysAfterStart(2));
        Deadline dueExactlyThen = deadline(one, base + "-b", daysAfterStart(3));
        Deadline dueLater = deadline(one, base + "-c", daysAfterStart(4));
        Deadline met = deadline(one, base + "-m", daysAfterStart(1));
        Deadline missed = deadline(two, base + "-n", daysAfterStart(1));
        for (Deadline deadline : List.of(dueLater, met, tieAfterCase, first, missed, dueExactlyThen, tieOnCase)) {
            given(adding(deadline));
        }
        given(resolving(met, DeadlineStatus.MET));
        given(resolving(missed, DeadlineStatus.MISSED));

        eventually(() -> assertPagedExactly(List.of(first, tieOnCase, tieAfterCase, dueExactlyThen),
                page -> store.views().openDeadlinesDueBy(tenant, daysAfterStart(3), Classification.CONFIDENTIAL, page)));
    }

    private Function<PageRequest, Page<Task>> assigneeTasks(DueWindow window) {
        return page -> store.views().openTasksOfAssignee(tenant, assignee, window, Classification.CONFIDENTIAL, page);
    }

    private Task task(NewCase aCase, String taskId, Instant dueAt) {
        return anOpenTask(aCase, new TaskId(taskId), assignee, dueAt);
    }

    private static Deadline deadline(NewCase aCase, String deadlineId, Instant dueAt) {
        return anOpenDeadline(aCase, new DeadlineId(deadlineId), dueAt);
    }
}

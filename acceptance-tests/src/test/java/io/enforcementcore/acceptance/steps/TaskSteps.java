package io.enforcementcore.acceptance.steps;

import static io.enforcementcore.acceptance.support.ScenarioContext.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.EarlierLooks;
import io.enforcementcore.acceptance.support.Lookups;
import io.enforcementcore.acceptance.support.Names.CaseName;
import io.enforcementcore.acceptance.support.Names.TaskName;
import io.enforcementcore.acceptance.support.EveryPage;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.parse.RawCommands;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Creating (C04), reassigning (C05), completing (C06) and rescheduling (C10) tasks. */
public final class TaskSteps {
    private final ScenarioContext context;
    private final Lookups lookups;
    private final EarlierLooks looks;

    public TaskSteps(ScenarioContext context, Lookups lookups, EarlierLooks looks) {
        this.context = context;
        this.lookups = lookups;
        this.looks = looks;
    }

    @When("{person} creates the task {string} on case {string} for {string} due {instant}")
    public void createsTheTask(String person, String title, String ref, String assignee, Instant due) {
        create(person, caseOf(person, ref), title, assignee, due.toString(), null);
    }

    @Given("{person} has created the task {string} on case {string} for {string} due {instant}")
    public void hasCreatedTheTask(String person, String title, String ref, String assignee, Instant due) {
        accepted(create(person, caseOf(person, ref), title, assignee, due.toString(), null), "creating " + title);
    }

    @When("{person} creates the task {string} on case {string} for {string} due {instant} under the idempotency key {string}")
    public void createsTheTaskUnderKey(String person, String title, String ref, String assignee, Instant due,
                                       String key) {
        create(person, caseOf(person, ref), title, assignee, due.toString(), key);
    }

    @When("{person} creates the task {string} on the case {string} of agency {string} for {string} due {instant}")
    public void createsTheTaskOnTheCaseOfAgency(String person, String title, String ref, String agency,
                                                String assignee, Instant due) {
        create(person, context.names().caseOf(new TenantId(agency), ref), title, assignee, due.toString(), null);
    }

    @Given("{person} has created these tasks:")
    public void hasCreatedTheseTasks(String person, DataTable tasks) {
        for (Map<String, String> row : tasks.asMaps()) {
            accepted(create(person, caseOf(person, row.get("case")), row.get("task"), row.get("assignee"),
                    row.get("due"), null), "creating " + row.get("task"));
        }
    }

    /** Tasks "Task 1", "Task 2", ... created a minute apart, each due a day after it was created. */
    @Given("{person} has created a task on case {string} every minute from {instant}, {int} in all")
    public void hasCreatedATaskEveryMinute(String person, String ref, Instant from, int count) {
        for (int n = 0; n < count; n++) {
            Instant at = from.plus(Duration.ofMinutes(n));
            context.clock().setTo(at);
            accepted(create(person, caseOf(person, ref), "Task " + (n + 1), person,
                    at.plus(Duration.ofDays(1)).toString(), null), "creating task " + (n + 1));
        }
    }

    @When("{person} creates a task with:")
    public void createsATaskWith(String person, DataTable fields) {
        Map<String, String> task = Tables.fields(fields);
        create(person, caseOf(person, task.get("case")), task.get("title"), task.get("assignee"), task.get("due"),
                null);
    }

    private Either<Rejection, Receipt> create(String person, CaseName subject, String title, String assignee,
                                              String due, String key) {
        Principal who = context.person(person);
        Either<Rejection, Receipt> receipt = context.attempt(() -> RawCommands.createTask(subject.caseId(), title,
                        assignee, due, key)
                .flatMap(command -> context.core().createTask(who, command)));
        receipt.forEach(created -> context.names().taskCreated(title, new TaskName(who.tenantId(),
                created.caseId().value(), created.task().get().taskId().value())));
        return receipt;
    }

    @When("{person} completes the task {string}")
    public void completesTheTask(String person, String title) {
        complete(person, current(title));
    }

    @Given("{person} has completed the task {string}")
    public void hasCompletedTheTask(String person, String title) {
        accepted(complete(person, current(title)), "completing " + title);
    }

    @When("{person} completes the task {string} as it looked earlier")
    public void completesTheTaskAsItLookedEarlier(String person, String title) {
        complete(person, looks.taskSeenBy(person, title));
    }

    private Either<Rejection, Receipt> complete(String person, Task task) {
        Principal who = context.person(person);
        return context.attempt(() -> RawCommands.completeTask(task.handle().toToken(), task.version(), null)
                .flatMap(command -> context.core().completeTask(who, command)));
    }

    @When("{person} reassigns the task {string} to {string}")
    public void reassignsTheTask(String person, String title, String assignee) {
        reassign(person, current(title), assignee);
    }

    @Given("{person} has reassigned the task {string} to {string}")
    public void hasReassignedTheTask(String person, String title, String assignee) {
        accepted(reassign(person, current(title), assignee), "reassigning " + title);
    }

    private Either<Rejection, Receipt> reassign(String person, Task task, String assignee) {
        Principal who = context.person(person);
        return context.attempt(() -> RawCommands.reassignTask(task.handle().toToken(), task.version(), assignee, null)
                .flatMap(command -> context.core().reassignTask(who, command)));
    }

    @When("{person} reschedules the task {string} to {instant}")
    public void reschedulesTheTask(String person, String title, Instant due) {
        reschedule(person, current(title), due);
    }

    @Given("{person} has rescheduled the task {string} to {instant}")
    public void hasRescheduledTheTask(String person, String title, Instant due) {
        accepted(reschedule(person, current(title), due), "rescheduling " + title);
    }

    private Either<Rejection, Receipt> reschedule(String person, Task task, Instant due) {
        Principal who = context.person(person);
        return context.attempt(() -> RawCommands.rescheduleTask(task.handle().toToken(), task.version(),
                        due.toString(), null)
                .flatMap(command -> context.core().rescheduleTask(who, command)));
    }

    @Given("{person} has looked at the task {string}")
    public void hasLookedAtTheTask(String person, String title) {
        looks.sawTask(person, title, current(title));
    }

    @Then("{person} sees the tasks of case {string}:")
    public void seesTheTasksOfCase(String person, String ref, DataTable expected) {
        expectTasksOfCase(person, ref, null, expected);
    }

    @Then("{person} sees the tasks of case {string} due by {instant}:")
    public void seesTheTasksOfCaseDueBy(String person, String ref, Instant dueBy, DataTable expected) {
        expectTasksOfCase(person, ref, dueBy.toString(), expected);
    }

    private void expectTasksOfCase(String person, String ref, String dueBy, DataTable expected) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        Tables.assertRows(expected, EveryPage.all(page -> RawQueries.caseId(caseId)
                        .flatMap(id -> RawQueries.optionalInstant("dueBefore", dueBy)
                                .flatMap(dueBefore -> context.core().tasksOfCase(who, id, dueBefore, page))))
                .stream().map(this::row).toList());
    }

    @When("{person} asks for the tasks of the case {string} of agency {string}")
    public void asksForTheTasksOfTheCaseOfAgency(String person, String ref, String agency) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(new TenantId(agency), ref);
        context.attempt(() -> RawQueries.caseId(caseId)
                .flatMap(id -> context.core().tasksOfCase(who, id, PageQuery.first(EveryPage.PAGE_SIZE))));
    }

    @Then("the task {string} is still open and assigned to {string}")
    public void theTaskIsStillOpenAndAssignedTo(String title, String assignee) {
        Task task = current(title);
        assertEquals(Map.of("state", "open", "assignee", assignee),
                Map.of("state", task.isOpen() ? "open" : "done", "assignee", task.assignee().value()),
                "the task '" + title + "'");
    }

    @Then("case {string} has {int} task(s)")
    public void caseHasTasks(String ref, int count) {
        CaseName subject = context.names().onlyCase(ref);
        assertEquals(count, lookups.tasksOfCase(subject.tenantId(), subject.caseId()).size(), "tasks of case " + ref);
    }

    @Then("case {string} of agency {string} has {int} task(s)")
    public void caseOfAgencyHasTasks(String ref, String agency, int count) {
        TenantId tenant = new TenantId(agency);
        String caseId = context.names().caseId(tenant, ref);
        assertEquals(count, lookups.tasksOfCase(tenant, caseId).size(), "tasks of case " + ref);
    }

    @Then("the task {string} says whose it is and who wrote it:")
    public void theTaskSaysWhoWroteIt(String title, DataTable expected) {
        Audit audit = current(title).audit();
        Tables.assertRows(expected, List.of(Tables.row(
                "owning unit", audit.ownerOrgId().value(),
                "classification", Words.words(audit.classification()),
                "created by", audit.createdBy().value(),
                "created at", Words.when(audit.createdAt()),
                "last changed by", audit.updatedBy().value(),
                "last changed at", Words.when(audit.updatedAt()))));
    }

    @Then("the task {string} shows the case title {string}")
    public void theTaskShowsTheCaseTitle(String title, String caseTitle) {
        assertEquals(caseTitle, current(title).caseTitle().value(), "case title shown with the task '" + title + "'");
    }

    private Map<String, String> row(Task task) {
        return Tables.row(
                "task", task.title().value(),
                "assignee", task.assignee().value(),
                "due", task.dueAt().toString(),
                "state", task.isOpen() ? "open" : "done");
    }

    private Task current(String title) {
        return lookups.task(context.names().task(title));
    }

    private CaseName caseOf(String person, String ref) {
        return context.names().caseOf(context.person(person).tenantId(), ref == null ? "" : ref);
    }
}

package io.enforcementcore.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.domain.contract.Eventually;
import io.enforcementcore.acceptance.support.EveryPage;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The lists that span an agency's cases: a person's open tasks (AP03), open deadlines due by a time
 * (AP04), cases in a status (AP12) and high-risk open cases (AP13). They catch up with changes shortly
 * after them, so every check here re-reads until it holds or its patience runs out.
 */
public final class TenantViewSteps {
    private final ScenarioContext context;
    private Supplier<List<List<CaseSummary>>> casePaging = List::of;

    public TenantViewSteps(ScenarioContext context) {
        this.context = context;
    }

    @Then("{person} sees the open tasks of {string}:")
    public void seesTheOpenTasksOf(String person, String assignee, DataTable expected) {
        expectTasks(person, assignee, null, null, expected);
    }

    @Then("{person} sees the open tasks of {string} due between {instant} and {instant}:")
    public void seesTheOpenTasksDueBetween(String person, String assignee, Instant from, Instant to,
                                           DataTable expected) {
        expectTasks(person, assignee, Words.when(from), Words.when(to), expected);
    }

    @Then("{person} sees the open tasks of {string} due from {instant} on:")
    public void seesTheOpenTasksDueFrom(String person, String assignee, Instant from, DataTable expected) {
        expectTasks(person, assignee, Words.when(from), null, expected);
    }

    @Then("{person} sees no open tasks of {string}")
    public void seesNoOpenTasksOf(String person, String assignee) {
        Eventually.check(() -> rows(openTasks(person, assignee, null, null), this::row),
                rows -> assertEquals(List.of(), rows, "open tasks of " + assignee + " as " + person + " sees them"));
    }

    private void expectTasks(String person, String assignee, String from, String to, DataTable expected) {
        Eventually.check(() -> rows(openTasks(person, assignee, from, to), this::row),
                rows -> Tables.assertRows(expected, rows));
    }

    private Supplier<List<Task>> openTasks(String person, String assignee, String from, String to) {
        Principal who = context.person(person);
        return () -> EveryPage.all(page -> RawQueries.assigneeId(assignee)
                .flatMap(id -> RawQueries.dueWindow(from, to)
                        .flatMap(window -> context.core().openTasksOfAssignee(who, id, window, page))));
    }

    @Then("{person} sees the open deadlines due by {instant}:")
    public void seesTheOpenDeadlinesDueBy(String person, Instant dueBy, DataTable expected) {
        Eventually.check(() -> rows(openDeadlines(person, dueBy), this::row),
                rows -> Tables.assertRows(expected, rows));
    }

    @Then("{person} sees the open deadlines due by now:")
    public void seesTheOpenDeadlinesDueByNow(String person, DataTable expected) {
        seesTheOpenDeadlinesDueBy(person, context.clock().now(), expected);
    }

    @Then("{person} sees no open deadlines due by {instant}")
    public void seesNoOpenDeadlinesDueBy(String person, Instant dueBy) {
        Eventually.check(() -> rows(openDeadlines(person, dueBy), this::row),
                rows -> assertEquals(List.of(), rows, "open deadlines as " + person + " sees them"));
    }

    private Supplier<List<Deadline>> openDeadlines(String person, Instant dueBy) {
        Principal who = context.person(person);
        return () -> EveryPage.all(page -> context.core().openDeadlinesDueBy(who, dueBy, page));
    }

    @Then("{person} sees the cases in status {string}:")
    public void seesTheCasesInStatus(String person, String status, DataTable expected) {
        Eventually.check(() -> rows(casesInStatus(person, status), this::row),
                rows -> Tables.assertRows(expected, rows));
    }

    @Then("{person} sees no cases in status {string}")
    public void seesNoCasesInStatus(String person, String status) {
        Eventually.check(() -> rows(casesInStatus(person, status), this::row),
                rows -> assertEquals(List.of(), rows, "cases in status " + status + " as " + person + " sees them"));
    }

    @When("{person} asks for the cases in status {string}")
    public void asksForTheCasesInStatus(String person, String status) {
        Principal who = context.person(person);
        context.attempt(() -> casesInStatus(who, status, PageQuery.first(EveryPage.PAGE_SIZE)));
    }

    /** The reading is repeated by the check that follows, since the list may still be catching up. */
    @When("{person} reads the cases in status {string} {int} at a time")
    public void readsTheCasesInStatusInPages(String person, String status, int size) {
        Principal who = context.person(person);
        casePaging = () -> EveryPage.pages(size, page -> casesInStatus(who, status, page));
    }

    @Then("the pages of cases read:")
    public void thePagesOfCasesRead(DataTable expected) {
        Eventually.check(casePaging,
                pages -> Tables.assertRows(expected, Tables.rowsByPage(pages, this::row)));
    }

    private Supplier<List<CaseSummary>> casesInStatus(String person, String status) {
        Principal who = context.person(person);
        return () -> EveryPage.all(page -> casesInStatus(who, status, page));
    }

    /** The cases in the status a scenario names in words; a status the platform does not know is refused. */
    private Either<Rejection, Paged<CaseSummary>> casesInStatus(Principal who, String status, PageQuery page) {
        return RawQueries.status(Words.constant(status))
                .flatMap(known -> context.core().casesInStatus(who, known, page));
    }

    @Then("{person} sees the high-risk open cases:")
    public void seesTheHighRiskOpenCases(String person, DataTable expected) {
        Eventually.check(() -> rows(highRiskOpenCases(person), this::row), rows -> Tables.assertRows(expected, rows));
    }

    @Then("{person} sees no high-risk open cases")
    public void seesNoHighRiskOpenCases(String person) {
        Eventually.check(() -> rows(highRiskOpenCases(person), this::row),
                rows -> assertEquals(List.of(), rows, "high-risk open cases as " + person + " sees them"));
    }

    private Supplier<List<CaseSummary>> highRiskOpenCases(String person) {
        Principal who = context.person(person);
        return () -> EveryPage.all(page -> context.core().highRiskOpenCases(who, page));
    }

    private static <T> List<Map<String, String>> rows(Supplier<List<T>> read, Function<T, Map<String, String>> row) {
        return read.get().stream().map(row).toList();
    }

    private Map<String, String> row(Task task) {
        return Tables.row(
                "task", task.title().value(),
                "case", context.names().externalRefOf(task.caseId().value()),
                "due", Words.when(task.dueAt()));
    }

    private Map<String, String> row(Deadline deadline) {
        return Tables.row(
                "case", context.names().externalRefOf(deadline.caseId().value()),
                "deadline", Words.words(deadline.type()),
                "due", Words.when(deadline.dueAt()));
    }

    private Map<String, String> row(CaseSummary summary) {
        return Tables.row(
                "case", context.names().externalRefOf(summary.caseId().value()),
                "opened", Words.when(summary.openedAt()),
                "status", Words.words(summary.status()),
                "risk score", summary.riskScore().value());
    }
}

package io.enforcementcore.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.Lookups;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import java.util.List;
import java.util.Map;

/** The file of a case (AP01), finding it by reference (AP11) and its working view (AP09). */
public final class CaseFileSteps {
    private final ScenarioContext context;
    private final Lookups lookups;

    public CaseFileSteps(ScenarioContext context, Lookups lookups) {
        this.context = context;
        this.lookups = lookups;
    }

    @When("{person} asks for the file of case {string}")
    public void asksForTheFileOfCase(String person, String ref) {
        askForTheFile(person, context.person(person).tenantId(), ref);
    }

    @When("{person} asks for the counts of case {string}")
    public void asksForTheCountsOfCase(String person, String ref) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        context.attempt(() -> RawQueries.caseId(caseId).flatMap(id -> context.core().caseCounts(who, id)));
    }

    @When("{person} asks for the file of the case {string} of agency {string}")
    public void asksForTheFileOfTheCaseOfAgency(String person, String ref, String agency) {
        askForTheFile(person, new TenantId(agency), ref);
    }

    private void askForTheFile(String person, TenantId agency, String ref) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(agency, ref);
        context.attempt(() -> RawQueries.caseId(caseId).flatMap(id -> context.core().caseMetadata(who, id)));
    }

    @Then("{person} sees the file of case {string}:")
    public void seesTheFileOfCase(String person, String ref, DataTable expected) {
        asksForTheFileOfCase(person, ref);
        CaseMetadata file = context.lastAnswer(CaseMetadata.class);
        Map<String, String> actual = Map.of(
                "external reference", file.externalRef().value(),
                "title", file.title().value(),
                "classification", Words.words(file.classification()),
                "owning unit", file.ownerOrgId().value(),
                "opened by", file.openedBy().value(),
                "opened at", Words.when(file.openedAt()));
        Tables.fields(expected).forEach((field, value) -> {
            if (!actual.containsKey(field)) {
                throw new IllegalStateException("a case file has no '" + field + "'; it has " + actual.keySet());
            }
            assertEquals(Words.normalised(value), Words.normalised(actual.get(field)), field + " of case " + ref);
        });
    }

    @When("{person} looks up the external reference {string}")
    public void looksUpTheExternalReference(String person, String ref) {
        Principal who = context.person(person);
        context.attempt(() -> RawQueries.externalRef(ref).flatMap(externalRef ->
                context.core().caseByExternalRef(who, externalRef)));
    }

    @Then("{person} finds the case with external reference {string}, titled {string}")
    public void findsTheCaseTitled(String person, String ref, String title) {
        looksUpTheExternalReference(person, ref);
        CaseMetadata found = context.lastAnswer(CaseMetadata.class);
        assertEquals(ref, found.externalRef().value(), "external reference of the case found");
        assertEquals(title, found.title().value(), "title of the case found by " + ref);
    }

    @When("{person} opens the working view of case {string}")
    public void opensTheWorkingViewOfCase(String person, String ref) {
        openTheWorkingView(person, context.person(person).tenantId(), ref);
    }

    @When("{person} opens the working view of the case {string} of agency {string}")
    public void opensTheWorkingViewOfTheCaseOfAgency(String person, String ref, String agency) {
        openTheWorkingView(person, new TenantId(agency), ref);
    }

    private void openTheWorkingView(String person, TenantId agency, String ref) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(agency, ref);
        context.attempt(() -> RawQueries.caseId(caseId).flatMap(id -> context.core().caseView(who, id)));
    }

    @Then("the view shows the title {string}, the status {string} and the risk score {int}")
    public void theViewShows(String title, String status, int score) {
        CaseView view = context.lastAnswer(CaseView.class);
        assertEquals(title, view.metadata().title().value(), "title in the working view");
        assertEquals(status, Words.words(view.state().status()), "status in the working view");
        assertEquals(score, view.state().riskScore().value(), "risk score in the working view");
    }

    @Then("the view lists these open tasks:")
    public void theViewListsTheseOpenTasks(DataTable expected) {
        CaseView view = context.lastAnswer(CaseView.class);
        Tables.assertRows(expected, view.openTasks().stream().map(task -> Tables.row(
                "task", task.title().value(),
                "assignee", task.assignee().value(),
                "due", Words.when(task.dueAt()))).toList());
    }

    @Then("the view lists these open deadlines:")
    public void theViewListsTheseOpenDeadlines(DataTable expected) {
        CaseView view = context.lastAnswer(CaseView.class);
        Tables.assertRows(expected, view.openDeadlines().stream().map(deadline -> Tables.row(
                "deadline", Words.words(deadline.type()),
                "due", Words.when(deadline.dueAt()))).toList());
    }

    @Then("the view lists these parties:")
    public void theViewListsTheseParties(DataTable expected) {
        CaseView view = context.lastAnswer(CaseView.class);
        Tables.assertRows(expected, view.parties().stream().map(party -> Tables.row(
                "party", party.partyId().value(),
                "role", Words.words(party.role()))).toList());
    }

    /** The view holds the soonest due of the case's open tasks, as many as it may. */
    @Then("the view lists {int} open tasks, the soonest due first")
    public void theViewListsOpenTasksSoonestFirst(int count) {
        CaseView view = context.lastAnswer(CaseView.class);
        List<String> soonest = lookups.tasksOfCase(view.metadata().tenantId(), view.metadata().caseId().value())
                .stream().filter(Task::isOpen).limit(count).map(task -> task.taskId().value()).toList();
        assertEquals(count, soonest.size(), "the case has fewer open tasks than the view should list");
        assertEquals(soonest, view.openTasks().stream().map(task -> task.taskId().value()).toList(),
                "open tasks in the working view, soonest due first");
    }
}

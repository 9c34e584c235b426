package io.enforcementcore.acceptance.steps;

import static io.enforcementcore.acceptance.support.ScenarioContext.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.Lookups;
import io.enforcementcore.acceptance.support.Names.CaseName;
import io.enforcementcore.acceptance.support.Names.DeadlineName;
import io.enforcementcore.acceptance.support.EveryPage;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.parse.RawCommands;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Adding deadlines (C07), meeting or missing them (C08), and the deadlines of a case (AP05). */
public final class DeadlineSteps {
    private final ScenarioContext context;
    private final Lookups lookups;

    public DeadlineSteps(ScenarioContext context, Lookups lookups) {
        this.context = context;
        this.lookups = lookups;
    }

    @Given("{person} has added a {string} deadline to case {string} due {instant}")
    public void hasAddedADeadline(String person, String kind, String ref, Instant due) {
        accepted(add(person, ref, kind, due.toString()), "adding the " + kind + " deadline");
    }

    @Given("{person} has added these deadlines:")
    public void hasAddedTheseDeadlines(String person, DataTable deadlines) {
        for (Map<String, String> row : deadlines.asMaps()) {
            accepted(add(person, row.get("case"), row.get("deadline"), row.get("due")),
                    "adding the " + row.get("deadline") + " deadline");
        }
    }

    @When("{person} adds a deadline with:")
    public void addsADeadlineWith(String person, DataTable fields) {
        Map<String, String> deadline = Tables.fields(fields);
        add(person, deadline.get("case"), deadline.get("deadline"), deadline.get("due"));
    }

    private Either<Rejection, Receipt> add(String person, String ref, String kind, String due) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        Either<Rejection, Receipt> receipt = context.attempt(() -> RawCommands.addDeadline(caseId,
                        Words.constant(kind), due, null)
                .flatMap(command -> context.core().addDeadline(who, command)));
        receipt.forEach(added -> context.names().deadlineAdded(kind, new DeadlineName(who.tenantId(),
                added.caseId().value(), added.deadline().get().deadlineId().value())));
        return receipt;
    }

    @When("{person} marks the {string} deadline of case {string} as {outcome}")
    public void marksTheDeadline(String person, String kind, String ref, String outcome) {
        resolve(person, kind, ref, outcome);
    }

    @Given("{person} has marked the {string} deadline of case {string} as {outcome}")
    public void hasMarkedTheDeadline(String person, String kind, String ref, String outcome) {
        accepted(resolve(person, kind, ref, outcome), "marking the " + kind + " deadline as " + outcome);
    }

    private Either<Rejection, Receipt> resolve(String person, String kind, String ref, String outcome) {
        Principal who = context.person(person);
        Deadline deadline = current(who.tenantId(), ref, kind);
        return context.attempt(() -> RawCommands.resolveDeadline(deadline.handle().toToken(), deadline.version(),
                        Words.constant(outcome), null)
                .flatMap(command -> context.core().resolveDeadline(who, command)));
    }

    @Then("{person} sees the deadlines of case {string}:")
    public void seesTheDeadlinesOfCase(String person, String ref, DataTable expected) {
        Tables.assertRows(expected, deadlinesSeenBy(person, ref).stream().map(DeadlineSteps::row).toList());
    }

    @Then("{person} sees no deadlines on case {string}")
    public void seesNoDeadlinesOnCase(String person, String ref) {
        assertEquals(List.of(), deadlinesSeenBy(person, ref).stream().map(DeadlineSteps::row).toList(),
                "deadlines of case " + ref);
    }

    @Then("the {string} deadline of case {string} shows the case title {string}")
    public void theDeadlineShowsTheCaseTitle(String kind, String ref, String caseTitle) {
        CaseName subject = context.names().onlyCase(ref);
        assertEquals(caseTitle, current(subject.tenantId(), ref, kind).caseTitle().value(),
                "case title shown with the " + kind + " deadline");
    }

    private List<Deadline> deadlinesSeenBy(String person, String ref) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        return EveryPage.all(page -> RawQueries.caseId(caseId)
                .flatMap(id -> context.core().deadlinesOfCase(who, id, page)));
    }

    private Deadline current(TenantId tenant, String ref, String kind) {
        return lookups.deadline(context.names().deadline(tenant, context.names().caseId(tenant, ref), kind));
    }

    static Map<String, String> row(Deadline deadline) {
        return Tables.row(
                "deadline", Words.words(deadline.type()),
                "due", Words.when(deadline.dueAt()),
                "state", Words.words(deadline.status()));
    }
}

package io.enforcementcore.acceptance.steps;

import static io.enforcementcore.acceptance.support.ScenarioContext.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.domain.contract.Eventually;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.OutboxEvent;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** Events waiting to be published (AP10) and the operator's publication run (C13). */
public final class OutboxSteps {
    private static final int LIST_LIMIT = 100;
    private static final int RUN_LIMIT = 1_000;

    private final ScenarioContext context;

    public OutboxSteps(ScenarioContext context) {
        this.context = context;
    }

    @Then("{person} sees these events waiting to be published:")
    public void seesTheseEventsWaiting(String person, DataTable expected) {
        Principal who = context.person(person);
        Eventually.check(() -> rows(waiting(who)), rows -> Tables.assertRows(expected, rows));
    }

    @Then("{person} sees {int} events waiting to be published")
    public void seesEventsWaiting(String person, int count) {
        Principal who = context.person(person);
        Eventually.check(() -> waiting(who).size(), seen -> assertEquals(count, seen, "events waiting"));
    }

    @Then("{person} sees no events waiting to be published")
    public void seesNoEventsWaiting(String person) {
        seesEventsWaiting(person, 0);
    }

    @When("{person} asks for the events waiting to be published")
    public void asksForTheEventsWaiting(String person) {
        Principal who = context.person(person);
        context.attempt(() -> context.core().pendingOutbox(who, LIST_LIMIT));
    }

    private List<OutboxEvent> waiting(Principal who) {
        return accepted(context.core().pendingOutbox(who, LIST_LIMIT), "listing the events waiting");
    }

    @When("{person} runs the publication of waiting events")
    public void runsThePublication(String person) {
        Principal who = context.person(person);
        context.attempt(() -> context.core().relayOutbox(who, RUN_LIMIT));
    }

    @Given("{person} has run the publication of waiting events")
    public void hasRunThePublication(String person) {
        Principal who = context.person(person);
        context.require("the publication run", () -> context.core().relayOutbox(who, RUN_LIMIT));
    }

    @Then("the publication run reports {int} published and {int} failed")
    public void thePublicationRunReports(int published, int failed) {
        RelayReport report = context.lastAnswer(RelayReport.class);
        assertEquals(Map.of("published", published, "failed", failed),
                Map.of("published", report.published(), "failed", report.failed()), "publication run " + report);
    }

    @Then("the publication run brought {int} case title(s) up to date")
    public void thePublicationRunRepaired(int repaired) {
        RelayReport report = context.lastAnswer(RelayReport.class);
        assertEquals(repaired, report.snapshotsRepaired(), "case titles brought up to date by " + report);
    }

    /** The run goes through the waiting events in portions of its own choosing, so only the set is compared. */
    @Then("the message channel received each of these once:")
    public void theChannelReceivedEachOnce(DataTable expected) {
        List<OutboxEvent> received = context.channel().received().stream()
                .sorted(Comparator.comparing(OutboxEvent::occurredAt).thenComparing(e -> e.eventId().value()))
                .toList();
        assertEquals(received.stream().map(OutboxEvent::eventId).distinct().count(), received.size(),
                "events received more than once: " + received);
        Tables.assertRows(expected, rows(received));
    }

    @Then("the message channel received {int} events in all")
    public void theChannelReceivedInAll(int count) {
        assertEquals(count, context.channel().received().size(), "events the message channel received");
    }

    @Given("the message channel is down")
    public void theChannelIsDown() {
        context.channel().goDown();
    }

    @When("the message channel is back")
    public void theChannelIsBack() {
        context.channel().comeBack();
    }

    private List<Map<String, String>> rows(List<OutboxEvent> events) {
        return events.stream().map(event -> Tables.row(
                "agency", event.tenantId().value(),
                "case", context.names().externalRefOf(event.caseId().value()),
                "what happened", Words.words(event.type()),
                "when", Words.when(event.occurredAt()))).toList();
    }
}

package io.enforcementcore.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.Names.CaseName;
import io.enforcementcore.acceptance.support.EveryPage;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.List;
import java.util.Map;

/** The history of a case (AP02), read whole or a page at a time. */
public final class TimelineSteps {
    private final ScenarioContext context;
    private List<List<TimelineEvent>> pagesRead = List.of();

    public TimelineSteps(ScenarioContext context) {
        this.context = context;
    }

    @Then("the timeline of case {string} reads:")
    public void theTimelineOfCaseReads(String ref, DataTable expected) {
        CaseName subject = context.names().onlyCase(ref);
        Principal auditor = context.auditorOf(subject.tenantId());
        List<TimelineEvent> timeline = EveryPage.all(page -> timeline(auditor, subject.caseId(), page));
        Tables.assertRows(expected, timeline.stream().map(TimelineSteps::row).toList());
    }

    @When("{person} reads the timeline of case {string} {int} entries at a time")
    public void readsTheTimelineInPages(String person, String ref, int size) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        pagesRead = EveryPage.pages(size, page -> timeline(who, caseId, page));
    }

    @Then("the pages read:")
    public void thePagesRead(DataTable expected) {
        Tables.assertRows(expected, Tables.rowsByPage(pagesRead, TimelineSteps::row));
    }

    @When("{person} reads the next page of the timeline of case {string} with a page marker that was tampered with")
    public void readsWithATamperedPageMarker(String person, String ref) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        String marker = firstPageMarker(who, caseId);
        context.attempt(() -> timeline(who, caseId, PageQuery.first(1).next(tampered(marker))));
    }

    @When("{person} reads the timeline of case {string} with the page marker of case {string}")
    public void readsWithThePageMarkerOfAnotherCase(String person, String ref, String otherRef) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        String marker = firstPageMarker(who, context.names().caseId(who.tenantId(), otherRef));
        context.attempt(() -> timeline(who, caseId, PageQuery.first(1).next(marker)));
    }

    @When("{person} reads the timeline of the case {string} of agency {string}")
    public void readsTheTimelineOfTheCaseOfAgency(String person, String ref, String agency) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(new TenantId(agency), ref);
        context.attempt(() -> timeline(who, caseId, PageQuery.first(EveryPage.PAGE_SIZE)));
    }

    /**
     * A list of another agency's case answers exactly as the list of a case that does not exist: an
     * empty page, with no refusal that would confirm the case is there.
     */
    @Then("{person} is told nothing about the case")
    public void isToldNothingAboutTheCase(String person) {
        var answer = context.lastOutcome().answer();
        assertTrue(answer.isRight(), () -> person + " should get an empty list, but was told: "
                + answer.getLeft().message());
        Object result = answer.get();
        assertTrue(result instanceof Paged<?> paged && paged.items().isEmpty() && paged.cursor().isEmpty(),
                person + " should be told nothing, but got " + result);
    }

    private String firstPageMarker(Principal who, String caseId) {
        Paged<TimelineEvent> first = context.require("reading the first page of the timeline",
                () -> timeline(who, caseId, PageQuery.first(1)));
        return first.cursor().getOrElseThrow(() ->
                new IllegalStateException("the timeline has a single page, so there is no page marker to use"));
    }

    /** The timeline of the case a scenario names; a name that is no valid case id is refused as such. */
    private Either<Rejection, Paged<TimelineEvent>> timeline(Principal who, String caseId, PageQuery page) {
        return RawQueries.caseId(caseId).flatMap(id -> context.core().timeline(who, id, page));
    }

    /** Changes one character in the middle, as someone editing the marker by hand would. */
    private static String tampered(String marker) {
        int middle = marker.length() / 2;
        char replacement = marker.charAt(middle) == 'A' ? 'B' : 'A';
        return marker.substring(0, middle) + replacement + marker.substring(middle + 1);
    }

    private static Map<String, String> row(TimelineEvent event) {
        return Tables.row("when", Words.when(event.occurredAt()), "what happened", Words.words(event.type()));
    }
}

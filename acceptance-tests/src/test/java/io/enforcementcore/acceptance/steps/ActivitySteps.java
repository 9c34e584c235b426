package io.enforcementcore.acceptance.steps;

import static io.enforcementcore.acceptance.support.ScenarioContext.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.Names.CaseName;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.projection.CaseActivity;
import io.enforcementcore.application.projection.CaseActivityProjection;
import io.enforcementcore.application.projection.CaseFact;
import io.enforcementcore.application.projection.CaseHistory;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** The case activity summary a reader keeps from the published events, and its rebuild from the case histories. */
public final class ActivitySteps {
    /** Fixed, so that a failing scenario replays the same order. */
    private static final long SHUFFLE_SEED = 20_260_707L;

    private final ScenarioContext context;
    private CaseActivityProjection rebuilt;

    public ActivitySteps(ScenarioContext context) {
        this.context = context;
    }

    @Given("every published event reaches the activity summary twice")
    public void everyEventReachesTheSummaryTwice() {
        context.activityFeed().deliverEveryEventTwice();
    }

    @Given("the published events are held back on their way to the activity summary")
    public void theEventsAreHeldBack() {
        context.activityFeed().holdBack();
    }

    @When("the held events reach the activity summary, newest first")
    public void theHeldEventsArriveNewestFirst() {
        context.activityFeed().releaseNewestFirst();
    }

    @When("{person} rebuilds the activity summary from the case histories, shuffled and with every entry twice")
    public void rebuildsTheSummary(String person) {
        Principal who = context.person(person);
        List<CaseFact> history = new ArrayList<>();
        for (CaseName aCase : context.names().allCases()) {
            List<CaseFact> facts = accepted(CaseHistory.of(context.core(), who, new CaseId(aCase.caseId())),
                    "reading the history of case " + context.names().externalRefOf(aCase.caseId()));
            history.addAll(facts);
            history.addAll(facts);
        }
        assertFalse(history.isEmpty(), "the scenario opened no case to rebuild");
        Collections.shuffle(history, new Random(SHUFFLE_SEED));
        rebuilt = CaseActivityProjection.replay(history);
    }

    @Then("the rebuilt activity summary is exactly the live one")
    public void theRebuiltSummaryIsTheLiveOne() {
        assertEquals(context.activityFeed().live().all(), rebuilt().all());
    }

    @Then("the live activity summary shows:")
    public void theLiveSummaryShows(DataTable expected) {
        Tables.assertRows(expected, rows(context.activityFeed().live().all()));
    }

    @Then("the rebuilt activity summary shows:")
    public void theRebuiltSummaryShows(DataTable expected) {
        Tables.assertRows(expected, rows(rebuilt().all()));
    }

    private CaseActivityProjection rebuilt() {
        if (rebuilt == null) {
            throw new IllegalStateException("the scenario did not rebuild the activity summary");
        }
        return rebuilt;
    }

    private List<Map<String, String>> rows(List<CaseActivity> summary) {
        return summary.stream().map(activity -> Tables.row(
                "case", context.names().externalRefOf(activity.caseId().value()),
                "reference now", activity.externalRef().value(),
                "title", activity.title().value(),
                "status", Words.words(activity.status()),
                "changes", Integer.toString(activity.changes()),
                "last change", Words.when(activity.lastChangedAt()))).toList();
    }
}

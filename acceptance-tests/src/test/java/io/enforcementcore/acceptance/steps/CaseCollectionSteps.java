package io.enforcementcore.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.cucumber.java.en.Then;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The lists of one case's records (AP02, AP05, AP06, AP07, AP14), read together. */
public final class CaseCollectionSteps {
    private static final PageQuery PAGE = PageQuery.first(25);

    private final ScenarioContext context;

    public CaseCollectionSteps(ScenarioContext context) {
        this.context = context;
    }

    @Then("{person} finds the timeline, tasks, deadlines, parties and evidence of case {string}")
    public void findsTheCollection(String person, String ref) {
        collectionOf(person, ref).forEach((list, answer) ->
                assertTrue(answer.isRight() && !answer.get().isEmpty(), list + " of case " + ref + ": " + answer));
    }

    @Then("{person} finds the timeline of case {string}")
    public void findsTheTimeline(String person, String ref) {
        Either<Rejection, List<?>> timeline = collectionOf(person, ref).get("timeline");
        assertTrue(timeline.isRight() && !timeline.get().isEmpty(), "timeline of case " + ref + ": " + timeline);
    }

    @Then("{person} finds no timeline, tasks, deadlines, parties or evidence of case {string}, as of a case that does not exist")
    public void findsNothingOfTheCollection(String person, String ref) {
        Map<String, Either<Rejection, Integer>> hidden = sizes(collectionOf(person, ref));
        Map<String, Either<Rejection, Integer>> missing = sizes(collectionOf(context.person(person),
                new CaseId("no-such-case")));
        assertEquals(missing, hidden, "records listed of case " + ref + ", against a case that does not exist");
        assertFalse(hidden.values().stream().anyMatch(answer -> answer.exists(count -> count > 0)),
                "records listed of case " + ref + ": " + hidden);
    }

    private static Map<String, Either<Rejection, Integer>> sizes(Map<String, Either<Rejection, List<?>>> lists) {
        Map<String, Either<Rejection, Integer>> sizes = new LinkedHashMap<>();
        lists.forEach((list, answer) -> sizes.put(list, answer.map(List::size)));
        return sizes;
    }

    private Map<String, Either<Rejection, List<?>>> collectionOf(String person, String ref) {
        Principal who = context.person(person);
        return collectionOf(who, new CaseId(context.names().caseId(who.tenantId(), ref)));
    }

    private Map<String, Either<Rejection, List<?>>> collectionOf(Principal who, CaseId caseId) {
        EnforcementCore core = context.core();
        Map<String, Either<Rejection, List<?>>> lists = new LinkedHashMap<>();
        lists.put("timeline", core.timeline(who, caseId, PAGE).map(page -> page.items()));
        lists.put("tasks", core.tasksOfCase(who, caseId, PAGE).map(page -> page.items()));
        lists.put("deadlines", core.deadlinesOfCase(who, caseId, PAGE).map(page -> page.items()));
        lists.put("parties", core.partiesOfCase(who, caseId, PAGE).map(page -> page.items()));
        lists.put("evidence", core.evidenceOfCase(who, caseId, PAGE).map(page -> page.items()));
        return lists;
    }
}

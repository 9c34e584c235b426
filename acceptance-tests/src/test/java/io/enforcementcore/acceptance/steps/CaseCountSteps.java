package io.enforcementcore.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Then;
import io.enforcementcore.acceptance.support.EveryPage;
import io.enforcementcore.acceptance.support.Lookups;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Task;
import io.vavr.control.Option;
import java.util.List;
import java.util.Map;

/** The counts a case keeps (open tasks, open deadlines, parties, evidence), on its file and in its view. */
public final class CaseCountSteps {
    private final ScenarioContext context;
    private final Lookups lookups;

    public CaseCountSteps(ScenarioContext context, Lookups lookups) {
        this.context = context;
        this.lookups = lookups;
    }

    /** The same counts on the case file (AP01) and in the working view (AP09). */
    @Then("{person} sees that case {string} counts:")
    public void seesThatCaseCounts(String person, String ref, DataTable expected) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        CaseCounts onFile = RawQueries.caseId(caseId).flatMap(id -> context.core().caseCounts(who, id))
                .getOrElseThrow(rejection -> new AssertionError("the counts of case '" + ref
                        + "' could not be read: " + rejection.message()))
                .getOrElseThrow(() -> new AssertionError("case '" + ref + "' keeps no counts"));
        Tables.assertRows(expected, List.of(row(onFile)));
        assertEquals(Option.some(onFile), lookups.caseView(who.tenantId(), caseId).state().counts(),
                "the counts in the working view of case " + ref);
    }

    /** What the case's own lists show (AP05, AP06, AP07, AP14), counted one by one. */
    @Then("{person} sees that the counts of case {string} agree with its lists of tasks, deadlines, parties and evidence")
    public void theCountsAgreeWithItsLists(String person, String ref) {
        Principal auditor = context.auditorOf(context.person(person).tenantId());
        String caseId = context.names().caseId(auditor.tenantId(), ref);
        CaseId id = RawQueries.caseId(caseId).get();
        List<Task> tasks = lookups.tasksOfCase(auditor.tenantId(), caseId);
        List<Deadline> deadlines = lookups.deadlinesOfCase(auditor.tenantId(), caseId);
        int parties = EveryPage.all(page -> context.core().partiesOfCase(auditor, id, page)).size();
        int evidence = EveryPage.all(page -> context.core().evidenceOfCase(auditor, id, page)).size();
        CaseCounts listed = new CaseCounts((int) tasks.stream().filter(Task::isOpen).count(),
                (int) deadlines.stream().filter(deadline -> deadline.status() == DeadlineStatus.OPEN).count(),
                parties, evidence);
        assertEquals(Option.some(listed), context.core().caseCounts(auditor, id).get(),
                "the counts of case " + ref + " against its lists");
    }

    private static Map<String, String> row(CaseCounts counts) {
        return Map.of("open tasks", Integer.toString(counts.openTasks()),
                "open deadlines", Integer.toString(counts.openDeadlines()),
                "parties", Integer.toString(counts.parties()),
                "evidence", Integer.toString(counts.evidence()));
    }
}

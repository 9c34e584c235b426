package io.enforcementcore.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.query.BackfillResumeToken;
import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.application.security.Principal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/** Bringing case titles up to date (C12's repair) and the format update of every record (C14). */
public final class JobSteps {
    /** Fast enough that pacing never holds a scenario up, while still paced. */
    private static final int ITEMS_PER_SECOND = 1_000_000;

    private final ScenarioContext context;
    private final AtomicInteger lastProgress = new AtomicInteger(-1);
    private int examinedByFullRun = -1;
    private int segmentsOfLastRun;

    public JobSteps(ScenarioContext context) {
        this.context = context;
    }

    @When("{person} brings the titles of case {string} up to date")
    public void bringsTheTitlesUpToDate(String person, String ref) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        context.attempt(() -> RawQueries.caseId(caseId).flatMap(id -> context.core().reconcileCaseTitles(who, id)));
    }

    @Given("{person} has brought the titles of case {string} up to date")
    public void hasBroughtTheTitlesUpToDate(String person, String ref) {
        bringsTheTitlesUpToDate(person, ref);
        context.lastAnswer(ReconciliationReport.class);
    }

    @Then("the update reports {int} task(s) and {int} deadline(s) repaired")
    public void theUpdateReportsRepaired(int tasks, int deadlines) {
        ReconciliationReport report = context.lastAnswer(ReconciliationReport.class);
        assertEquals(Map.of("tasks", tasks, "deadlines", deadlines),
                Map.of("tasks", report.tasksRepaired(), "deadlines", report.deadlinesRepaired()),
                "repaired by " + report);
    }

    @When("{person} runs the format update in {int} segments")
    public void runsTheFormatUpdate(String person, int segments) {
        runFormatUpdate(person, segments, 0, Map.of());
    }

    @Given("{person} has run the format update in {int} segments and noted how many records it examined")
    public void hasRunTheFormatUpdateAndNoted(String person, int segments) {
        runFormatUpdate(person, segments, 0, Map.of());
        examinedByFullRun = context.lastAnswer(BackfillReport.class).examined();
    }

    @When("{person} runs the format update in {int} segments, stopping after {int} records")
    public void runsTheFormatUpdateStoppingAfter(String person, int segments, int records) {
        runFormatUpdate(person, segments, records, Map.of());
    }

    /** The report names each unfinished segment as "segment:position"; an empty position means "from the start". */
    @When("{person} resumes the format update where it stopped")
    public void resumesTheFormatUpdate(String person) {
        Map<Integer, String> resumeFrom = new HashMap<>();
        for (String unfinished : context.lastAnswer(BackfillReport.class).unfinishedSegments()) {
            int colon = unfinished.indexOf(':');
            resumeFrom.put(Integer.parseInt(unfinished.substring(0, colon)), unfinished.substring(colon + 1));
        }
        runFormatUpdate(person, segmentsOfLastRun, 0, resumeFrom);
    }

    @When("{person} runs the format update in {int} segments, {int} at once, and it is killed after {int} records")
    public void runsTheFormatUpdateKilledAfter(String person, int segments, int parallel, int records) {
        Principal who = context.person(person);
        segmentsOfLastRun = segments;
        Thread caller = Thread.currentThread();
        IntConsumer killer = examined -> {
            if (examined >= records) {
                caller.interrupt();
            }
        };
        // two read units a second: steps of two records, so the kill lands while segments are unfinished
        Backfill command = new Backfill(segments, parallel, ITEMS_PER_SECOND, 2, 0, Map.of(), killer);
        try {
            context.attempt(() -> context.core().backfill(who, command));
        } finally {
            Thread.interrupted();
        }
    }

    @When("{person} resumes the format update from its token, {int} at once")
    public void resumesFromTheToken(String person, int parallel) {
        Principal who = context.person(person);
        Map<Integer, String> resumeFrom = BackfillResumeToken.decode(
                context.lastAnswer(BackfillReport.class).resumeToken());
        Backfill command = new Backfill(segmentsOfLastRun, parallel, ITEMS_PER_SECOND, 0, 0, resumeFrom, null);
        context.attempt(() -> context.core().backfill(who, command));
    }

    @Then("the killed run and its resumption together examined each record exactly once and migrated it at most once")
    public void togetherExaminedEachRecordOnce() {
        BackfillReport resumed = context.lastAnswer(BackfillReport.class);
        BackfillReport killed = (BackfillReport) context.previousOutcome().answer().get();
        assertFalse(killed.unfinishedSegments().isEmpty(), "the kill should have left segments unfinished");
        assertEquals(examinedByFullRun, killed.examined() + resumed.examined(), "records examined by both runs");
        assertTrue(killed.migrated() + resumed.migrated() <= examinedByFullRun, "records migrated by both runs");
        assertEquals(List.of(), resumed.unfinishedSegments(), "unfinished segments");
        assertEquals("", resumed.resumeToken(), "token of a finished run");
    }

    private void runFormatUpdate(String person, int segments, int maxRecords, Map<Integer, String> resumeFrom) {
        Principal who = context.person(person);
        segmentsOfLastRun = segments;
        lastProgress.set(-1);
        Backfill command = new Backfill(segments, ITEMS_PER_SECOND, maxRecords, resumeFrom, lastProgress::set);
        context.attempt(() -> context.core().backfill(who, command));
    }

    @Then("the format update examined some records and left no segment unfinished")
    public void examinedSomeAndFinished() {
        BackfillReport report = context.lastAnswer(BackfillReport.class);
        assertTrue(report.examined() > 0, "records examined by " + report);
        assertEquals(List.of(), report.unfinishedSegments(), "unfinished segments");
    }

    @Then("the progress shown reached the number of records examined")
    public void theProgressReachedTheRecordsExamined() {
        assertEquals(context.lastAnswer(BackfillReport.class).examined(), lastProgress.get(), "last progress shown");
    }

    @Then("the format update examined {int} records and left some segments unfinished")
    public void examinedAndLeftUnfinished(int records) {
        BackfillReport report = context.lastAnswer(BackfillReport.class);
        assertEquals(records, report.examined(), "records examined by " + report);
        assertFalse(report.unfinishedSegments().isEmpty(), "the run should have left segments unfinished");
    }

    @Then("the format update examined the rest of the records and left no segment unfinished")
    public void examinedTheRest() {
        BackfillReport report = context.lastAnswer(BackfillReport.class);
        BackfillReport stopped = context.previousOutcome().answer().isRight()
                ? (BackfillReport) context.previousOutcome().answer().get() : null;
        assertTrue(stopped != null && examinedByFullRun >= 0, "a full run and a stopped run must come first");
        assertEquals(examinedByFullRun - stopped.examined(), report.examined(), "records examined on resuming");
        assertEquals(List.of(), report.unfinishedSegments(), "unfinished segments");
    }
}

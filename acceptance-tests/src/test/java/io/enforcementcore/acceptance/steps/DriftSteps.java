package io.enforcementcore.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.Lookups;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.application.command.SweepSnapshotDrift;
import io.enforcementcore.application.query.DriftReport;
import io.enforcementcore.application.query.DriftReport.SnapshotKind;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/** Titles left stale beneath the platform, and the operator's drift sweep that finds and repairs them. */
public final class DriftSteps {
    /** Fast enough that pacing never holds a scenario up, while still paced. */
    private static final int ITEMS_PER_SECOND = 1_000_000;

    private final ScenarioContext context;
    private final Lookups lookups;
    private final AtomicInteger lastProgress = new AtomicInteger(-1);

    public DriftSteps(ScenarioContext context, Lookups lookups) {
        this.context = context;
        this.lookups = lookups;
    }

    @Given("the task {string} has been left showing the case title {string}")
    public void theTaskHasBeenLeftShowing(String title, String staleTitle) {
        Task task = lookups.task(context.names().task(title));
        leave(task.tenantId(), TaskDecisions.refreshCaseTitle(asRead(task, context.ports().cases()
                        .tasksOfCaseAsRead(task.tenantId(), task.caseId(), PageRequest.first(PageRequest.MAX_LIMIT))),
                new Title(staleTitle), task.audit().updatedBy(), context.clock().now()));
    }

    @Given("the {string} deadline of case {string} has been left showing the case title {string}")
    public void theDeadlineHasBeenLeftShowing(String kind, String ref, String staleTitle) {
        TenantId tenant = context.names().onlyCase(ref).tenantId();
        Deadline deadline = lookups.deadline(context.names().deadline(tenant, context.names().caseId(tenant, ref),
                kind));
        leave(tenant, DeadlineDecisions.refreshCaseTitle(asRead(deadline, context.ports().cases()
                        .deadlinesOfCaseAsRead(tenant, deadline.caseId(), PageRequest.first(PageRequest.MAX_LIMIT))),
                new Title(staleTitle), deadline.audit().updatedBy(), context.clock().now()));
    }

    /** {@code record} as the first page of {@code read} holds it, at the revision a repair of it relies on. */
    private static <T> AtRevision<T> asRead(T record, Page<AtRevision<T>> read) {
        return read.items().stream().filter(held -> held.value().equals(record)).findFirst()
                .orElseThrow(() -> new AssertionError(record + " is not among the records read"));
    }

    private void leave(TenantId tenant, Decision stale) {
        assertTrue(context.ports().changes().commit(ChangeSets.of(CommandId.C12, tenant, stale)).isRight(),
                "the stale title could not be left in the store");
    }

    @When("{person} runs the drift sweep in {int} segments, {int} at once")
    public void runsTheDriftSweep(String person, int segments, int parallel) {
        Principal who = context.person(person);
        lastProgress.set(-1);
        context.attempt(() -> context.core().sweepSnapshotDrift(who, new SweepSnapshotDrift(segments, parallel,
                ITEMS_PER_SECOND, 0, 0, Map.of(), lastProgress::set)));
    }

    @Given("{person} has run the drift sweep in {int} segments, {int} at once")
    public void hasRunTheDriftSweep(String person, int segments, int parallel) {
        runsTheDriftSweep(person, segments, parallel);
        context.lastAnswer(DriftReport.class);
    }

    @Then("the drift sweep reports:")
    public void theDriftSweepReports(DataTable expected) {
        DriftReport report = context.lastAnswer(DriftReport.class);
        List<Map<String, String>> rows = Arrays.stream(SnapshotKind.values()).map(kind -> Tables.row(
                "snapshot", kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '),
                "found", Integer.toString(report.of(kind).found()),
                "repaired", Integer.toString(report.of(kind).repaired()),
                "skipped", Integer.toString(report.of(kind).skipped()))).toList();
        Tables.assertRows(expected, rows);
        assertTrue(report.examined() > 0 && report.unfinishedSegments().isEmpty(), "a whole sweep: " + report);
        assertTrue(lastProgress.get() == report.examined(), "the progress shown reached " + report.examined());
    }
}

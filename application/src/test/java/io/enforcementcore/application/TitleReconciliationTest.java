package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.CASE;
import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.aCaseTitled;
import static io.enforcementcore.application.UseCaseFixtures.aDeadlineWithCaseTitle;
import static io.enforcementcore.application.UseCaseFixtures.aSupervisor;
import static io.enforcementcore.application.UseCaseFixtures.aTaskWithCaseTitle;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.Test;

class TitleReconciliationTest {
    private final FakeStorage storage = new FakeStorage();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports()).withClock(() -> NOON).build();

    @Test
    void repairs_only_stale_snapshots_in_change_sets_of_at_most_25_attributed_to_C12() {
        storage.metadata = Option.some(aCaseTitled("Investigation XYZ"));
        for (int i = 1; i <= 130; i++) {
            storage.tasks.add(aTaskWithCaseTitle(i, i % 13 == 0 ? "Investigation XYZ" : "Investigation ABC"));
        }
        storage.deadlines.add(aDeadlineWithCaseTitle(1, "Investigation ABC"));

        ReconciliationReport report = core.reconcileCaseTitles(aSupervisor(), CASE).get();

        assertEquals(new ReconciliationReport(130, 120, 0, 1, 1, 0), report);
        assertEquals(List.of(25, 25, 25, 25, 20, 1), storage.committed.stream().map(c -> c.changes().size()).toList());
        assertEquals(List.of(CommandId.C12), storage.committed.stream().map(ChangeSet::command).distinct().toList());
    }

    @Test
    void an_item_that_changed_meanwhile_costs_only_itself() {
        storage.metadata = Option.some(aCaseTitled("Investigation XYZ"));
        for (int i = 1; i <= 3; i++) {
            storage.tasks.add(aTaskWithCaseTitle(i, "Investigation ABC"));
        }
        storage.commitAnswer = changes -> touches(changes, "task-002")
                ? Either.left(new Rejection.StaleVersion("task", "task-002", 1, 2))
                : Either.right(new Committed(changes.command(), changes.changes().size()));

        ReconciliationReport report = core.reconcileCaseTitles(aSupervisor(), CASE).get();

        assertEquals(new ReconciliationReport(3, 2, 1, 0, 0, 0), report);
    }

    @Test
    void a_case_that_is_not_there_is_not_found() {
        assertEquals(Either.left(new Rejection.NotFound("case", "case-9")),
                core.reconcileCaseTitles(aSupervisor(), new CaseId("case-9")));
    }

    private static boolean touches(ChangeSet changes, String taskId) {
        return changes.changes().stream().anyMatch(change -> change instanceof Change.RefreshTaskCaseTitle refresh
                && refresh.task().taskId().value().equals(taskId));
    }
}

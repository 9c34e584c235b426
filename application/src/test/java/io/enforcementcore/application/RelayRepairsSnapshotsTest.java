package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.AGENCY;
import static io.enforcementcore.application.UseCaseFixtures.CASE;
import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.aCaseTitled;
import static io.enforcementcore.application.UseCaseFixtures.aDeadlineWithCaseTitle;
import static io.enforcementcore.application.UseCaseFixtures.aTaskWithCaseTitle;
import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.application.job.OutboxRelay;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Try;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The relay repairs a renamed case's snapshots as it relays the rename, to the title on META now. */
class RelayRepairsSnapshotsTest {
    private final FakeStorage storage = new FakeStorage();
    private final List<String> delivered = new ArrayList<>();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
            .publishingTo(event -> {
                delivered.add(event.eventId().value());
                return Try.success(null);
            })
            .withClock(() -> NOON).build();

    RelayRepairsSnapshotsTest() {
        storage.commitAnswer = this::applyRepairsWhereTheSnapshotIsUnchanged;
    }

    @Test
    void renames_relayed_newest_first_leave_every_snapshot_at_the_title_on_meta() {
        storage.metadata = Option.some(aCaseTitled("Second title"));
        storage.tasks.add(aTaskWithCaseTitle(1, "Original title"));
        storage.tasks.add(aTaskWithCaseTitle(2, "Original title"));
        storage.deadlines.add(aDeadlineWithCaseTitle(1, "Original title"));
        storage.pendingShards.add(new ArrayList<>(List.of(aRename("renamed-second", 2), aRename("renamed-first", 1))));

        RelayReport report = core.relayOutbox(anOperator(), 10).get();

        assertEquals(new RelayReport(2, 2, 0, 0, 3, 0, 0), report);
        assertEquals(List.of("Second title", "Second title"), taskTitles());
        assertEquals("Second title", storage.deadlines.get(0).caseTitle().value());
        assertEquals(List.of("renamed-second", "renamed-first"), delivered);
    }

    @Test
    void a_rename_relayed_again_finds_nothing_left_to_repair() {
        storage.metadata = Option.some(aCaseTitled("New title"));
        storage.tasks.add(aTaskWithCaseTitle(1, "Old title"));
        storage.pendingShards.add(new ArrayList<>(List.of(aRename("renamed", 1))));
        RelayReport first = core.relayOutbox(anOperator(), 10).get();
        storage.pendingShards.get(0).add(aRename("renamed", 1));

        RelayReport again = core.relayOutbox(anOperator(), 10).get();

        assertEquals(new RelayReport(1, 1, 0, 0, 1, 0, 0), first);
        assertEquals(new RelayReport(1, 1, 0, 0, 0, 0, 0), again);
        assertEquals(List.of("New title"), taskTitles());
    }

    @Test
    void a_rename_whose_repair_keeps_being_refused_stays_pending_and_unpublished() {
        storage.metadata = Option.some(aCaseTitled("New title"));
        storage.tasks.add(aTaskWithCaseTitle(1, "Old title"));
        storage.pendingShards.add(new ArrayList<>(List.of(aRename("renamed", 1))));
        storage.commitAnswer = refusingRepairs(changes -> Either.left(new Rejection.StaleVersion("task", "task-001", 1, 2)));

        RelayReport report = core.relayOutbox(anOperator(), 10).get();

        assertEquals(new RelayReport(1, 0, 1, 0, 0, OutboxRelay.REPAIR_PASSES, 1), report);
        assertEquals(List.of(), delivered);
        assertEquals(List.of("renamed"), pendingIds());
    }

    @Test
    void a_rename_whose_repair_meets_a_failing_store_stays_pending_and_the_run_goes_on() {
        storage.metadata = Option.some(aCaseTitled("New title"));
        storage.tasks.add(aTaskWithCaseTitle(1, "Old title"));
        storage.pendingShards.add(new ArrayList<>(List.of(aRename("renamed", 1), anOpening("opened", 2))));
        storage.commitAnswer = refusingRepairs(changes -> {
            throw new StoreUnavailable("TransactWriteItems", 3, new IllegalStateException("throttled"));
        });

        RelayReport report = core.relayOutbox(anOperator(), 10).get();

        assertEquals(new RelayReport(2, 1, 1, 0, 0, 0, 1), report);
        assertEquals(List.of("opened"), delivered);
        assertEquals(List.of("renamed"), pendingIds());
    }

    private Function<ChangeSet, Either<Rejection, Committed>> refusingRepairs(
            Function<ChangeSet, Either<Rejection, Committed>> refusal) {
        return changes -> changes.command() == CommandId.C12 ? refusal.apply(changes)
                : Either.right(new Committed(changes.command(), changes.changes().size()));
    }

    /** As a store would: a repair lands only on the snapshot it read. */
    private Either<Rejection, Committed> applyRepairsWhereTheSnapshotIsUnchanged(ChangeSet changes) {
        for (Change change : changes.changes()) {
            if (change instanceof Change.RefreshTaskCaseTitle refresh) {
                int at = storage.tasks.indexOf(refresh.task());
                if (at < 0) {
                    return Either.left(new Rejection.StaleVersion("task", refresh.task().taskId().value(), 1, 1));
                }
                storage.tasks.set(at, refresh.task().withCaseTitle(refresh.caseTitle(), refresh.by(), refresh.at()));
            } else if (change instanceof Change.RefreshDeadlineCaseTitle refresh) {
                int at = storage.deadlines.indexOf(refresh.deadline());
                if (at < 0) {
                    return Either.left(new Rejection.StaleVersion("deadline", "d", 1, 1));
                }
                storage.deadlines.set(at, refresh.deadline().withCaseTitle(refresh.caseTitle(), refresh.by(),
                        refresh.at()));
            }
        }
        return Either.right(new Committed(changes.command(), changes.changes().size()));
    }

    private List<String> taskTitles() {
        return storage.tasks.stream().map(Task::caseTitle).map(title -> title.value()).toList();
    }

    private List<String> pendingIds() {
        return storage.pendingShards.get(0).stream().map(event -> event.eventId().value()).toList();
    }

    private static OutboxEvent aRename(String id, int minutesAfterNoon) {
        return new OutboxEvent(AGENCY, CASE, new EventId(id), EventType.CASE_RENAMED,
                NOON.plus(Duration.ofMinutes(minutesAfterNoon)), Map.of(), OutboxStatus.PENDING);
    }

    private static OutboxEvent anOpening(String id, int minutesAfterNoon) {
        return new OutboxEvent(AGENCY, CASE, new EventId(id), EventType.CASE_OPENED,
                NOON.plus(Duration.ofMinutes(minutesAfterNoon)), Map.of(), OutboxStatus.PENDING);
    }
}

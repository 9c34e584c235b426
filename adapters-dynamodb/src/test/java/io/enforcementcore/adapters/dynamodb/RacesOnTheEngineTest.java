package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Change;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.renaming;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.fixtures.Races;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.metering.ForObservingStorage;
import io.vavr.control.Either;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Writers racing on the engine, through one store as a service's threads share it: version-checked
 * commands on one case, opens of one external reference, commits under one idempotency key. The engine
 * serves one request at a time, so the race is for the conditions, which is what these check.
 */
class RacesOnTheEngineTest {
    private static final Instant RECORDED = Instant.parse("2026-03-02T10:00:00Z");
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private static final int WRITERS = 4;
    private static final int ROUNDS = 8;
    private final StoragePorts store = DynamoDbTestStores.connect(TABLE, ForObservingStorage.NONE);
    private final TenantId tenant = Ids.aTenant();

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void writers_renaming_one_case_at_the_version_they_saw_lose_no_update() throws Exception {
        NewCase aCase = aCaseUnderReview(tenant);
        assertTrue(store.changes().commit(opening(aCase)).isRight());
        List<ChangeSet> accepted = Collections.synchronizedList(new ArrayList<>());
        List<Long> seenByWinners = Collections.synchronizedList(new ArrayList<>());

        race(writer -> () -> {
            for (int round = 0; round < ROUNDS; round++) {
                CaseState seen = store.cases().state(tenant, aCase.caseId()).get();
                ChangeSet rename = renaming(seen, new Title("Renamed by writer " + writer + " in round " + round));
                Either<Rejection, Committed> outcome = store.changes().commit(rename);
                if (outcome.isRight()) {
                    accepted.add(rename);
                    seenByWinners.add(seen.version());
                } else {
                    assertEquals(Rejection.StaleVersion.class, outcome.getLeft().getClass(), outcome.getLeft()::message);
                }
            }
            return null;
        });

        int winners = accepted.size();
        assertTrue(winners > 0);
        assertEquals(winners, Set.copyOf(seenByWinners).size(), "two renames won at one version: " + seenByWinners);
        assertEquals(LongStream.rangeClosed(1, winners).boxed().collect(Collectors.toSet()), Set.copyOf(seenByWinners),
                "versions skipped");
        assertEquals(1 + winners, store.cases().state(tenant, aCase.caseId()).get().version());
        Set<EventId> facts = store.cases().timeline(tenant, aCase.caseId(), PageRequest.first(PageRequest.MAX_LIMIT))
                .items().stream().map(TimelineEvent::eventId).collect(Collectors.toSet());
        assertEquals(1 + winners, facts.size());
        accepted.forEach(set -> assertTrue(facts.contains(factOf(set)), "the fact of every accepted rename"));
        assertEquals(1 + winners, pendingOutboxOf(aCase.caseId()), "one outbox event per accepted command");
    }

    @Test
    void racing_opens_of_one_external_reference_open_exactly_one_case() throws Exception {
        NewCase first = aCaseUnderReview(tenant);
        List<NewCase> rivals = IntStream.range(0, WRITERS).mapToObj(i -> i == 0 ? first
                : aCaseUnderReview(tenant).withExternalRef(first.metadata().externalRef())).toList();

        List<Either<Rejection, Committed>> outcomes = race(writer -> () ->
                store.changes().commit(opening(rivals.get(writer))));

        List<NewCase> opened = new ArrayList<>();
        for (int i = 0; i < WRITERS; i++) {
            if (outcomes.get(i).isRight()) {
                opened.add(rivals.get(i));
            } else {
                assertEquals(new Rejection.DuplicateExternalRef(first.metadata().externalRef().value()),
                        outcomes.get(i).getLeft());
                assertTrue(store.cases().state(tenant, rivals.get(i).caseId()).isEmpty(), "a loser wrote its case");
            }
        }
        assertEquals(1, opened.size());
        assertEquals(io.vavr.control.Option.some(opened.get(0).caseId()),
                store.cases().caseIdByExternalRef(tenant, first.metadata().externalRef()), "the sentinel names the one case");
        assertTrue(store.cases().metadata(tenant, opened.get(0).caseId()).isDefined(), "no orphan sentinel");
    }

    @Test
    void concurrent_commits_under_one_idempotency_key_write_once_and_keep_one_receipt() throws Exception {
        NewCase aCase = aCaseUnderReview(tenant);
        assertTrue(store.changes().commit(opening(aCase)).isRight());
        IdempotencyKey key = Ids.anIdempotencyKey();
        List<Task> tasks = IntStream.range(0, WRITERS).mapToObj(i -> anOpenTask(aCase, Ids.anOfficer(),
                daysAfterStart(2 + i))).toList();
        // each writer planned the command itself, so each has its own task id: only the key joins them
        List<Either<Rejection, Committed>> outcomes = race(writer -> () -> store.changes().commit(
                creating(tasks.get(writer)).rememberedAs(new IdempotencyRecord(tenant, key, "one-request",
                        Receipt.ofTask(CommandId.C04, tasks.get(writer).handle(), 1), RECORDED, RetentionPolicy.DEFAULT.idempotencyExpiry(RECORDED)))));

        long won = outcomes.stream().filter(Either::isRight).count();
        assertEquals(1, won);
        outcomes.stream().filter(Either::isLeft).forEach(lost ->
                assertEquals(new Rejection.IdempotencyKeyReused(key.value()), lost.getLeft()));
        int winner = IntStream.range(0, WRITERS).filter(i -> outcomes.get(i).isRight()).findFirst().getAsInt();
        assertEquals(tasks.get(winner).handle(), store.commands().recall(tenant, key, RECORDED).get().receipt().task().get());
        assertEquals(1, store.cases().tasksOfCase(tenant, aCase.caseId(), io.vavr.control.Option.none(),
                PageRequest.first(10)).items().size(), "one task written");
    }

    @Test
    void the_same_keyed_change_set_sent_by_racing_retries_lands_once_and_answers_each_as_landed() throws Exception {
        NewCase aCase = aCaseUnderReview(tenant);
        assertTrue(store.changes().commit(opening(aCase)).isRight());
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        ChangeSet keyed = creating(task).rememberedAs(new IdempotencyRecord(tenant, Ids.anIdempotencyKey(), "one",
                Receipt.ofTask(CommandId.C04, task.handle(), 1), RECORDED, RetentionPolicy.DEFAULT.idempotencyExpiry(RECORDED)));

        List<Either<Rejection, Committed>> outcomes = race(writer -> () -> store.changes().commit(keyed));

        outcomes.forEach(outcome -> assertTrue(outcome.isRight(), () -> "a retry was refused: " + outcome));
        assertEquals(2, store.cases().timeline(tenant, aCase.caseId(), PageRequest.first(10)).items().size());
        assertEquals(1, store.cases().tasksOfCase(tenant, aCase.caseId(), io.vavr.control.Option.none(),
                PageRequest.first(10)).items().size());
    }

    private <T> List<T> race(IntFunction<java.util.concurrent.Callable<T>> writers) throws Exception {
        return Races.startTogether(WRITERS, writers);
    }

    private int pendingOutboxOf(CaseId caseId) {
        int count = 0;
        for (int shard = 0; shard < store.outbox().shardCount(); shard++) {
            for (OutboxEvent event : store.outbox().pending(shard, PageRequest.first(PageRequest.MAX_LIMIT)).items()) {
                count += event.caseId().equals(caseId) ? 1 : 0;
            }
        }
        return count;
    }

    private static EventId factOf(ChangeSet set) {
        return set.changes().stream().filter(Change.AppendTimeline.class::isInstance)
                .map(c -> ((Change.AppendTimeline) c).event().eventId()).findFirst().orElseThrow();
    }
}

package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.AGENCY;
import static io.enforcementcore.application.UseCaseFixtures.CASE;
import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.aSupervisor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.application.runtime.Fingerprint;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;

class IdempotencyTest {
    private static final IdempotencyKey KEY = new IdempotencyKey("key-1");
    private static final RenameCase RENAME = new RenameCase(CASE, 3, new Title("Investigation ABC")).withIdempotencyKey(KEY);
    private static final Receipt FIRST_RECEIPT = Receipt.ofCase(CommandId.C12, CASE, 4);

    private final FakeStorage storage = new FakeStorage();

    {
        storage.metadata = Option.some(UseCaseFixtures.aCaseTitled("Investigation ABC"));
    }
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
            .withClock(() -> NOON).withIds(UseCaseFixtures.countingIds()).build();

    @Test
    void the_first_call_commits_its_receipt_with_the_fingerprint_of_the_request() {
        Either<Rejection, Receipt> receipt = core.renameCase(aSupervisor(), RENAME);

        assertEquals(Either.right(FIRST_RECEIPT), receipt);
        IdempotencyRecord record = storage.committed.get(0).idempotency().get();
        assertEquals(new IdempotencyRecord(AGENCY, new IdempotencyKey("key-1"), Fingerprint.of(CommandId.C12, RENAME),
                FIRST_RECEIPT, NOON, NOON.plus(Duration.ofHours(24))), record);
    }

    @Test
    void the_record_expires_after_the_window_the_builder_was_given_and_is_recalled_as_of_now() {
        EnforcementCore shortWindow = EnforcementCoreBuilder.on(storage.ports()).withClock(() -> NOON)
                .withIds(UseCaseFixtures.countingIds()).idempotencyWindow(Duration.ofMinutes(90)).build();

        shortWindow.renameCase(aSupervisor(), RENAME);

        assertEquals(NOON.plus(Duration.ofMinutes(90)), storage.committed.get(0).idempotency().get().expiresAt());
        assertEquals(NOON, storage.recalledAsOf);
    }

    @Test
    void the_builder_refuses_a_window_that_is_not_positive_saying_which() {
        EnforcementCoreBuilder builder = EnforcementCoreBuilder.on(storage.ports());

        InvalidValue refused = assertThrows(InvalidValue.class, () -> builder.idempotencyWindow(Duration.ofSeconds(-5)));
        InvalidValue alsoRefused = assertThrows(InvalidValue.class, () -> builder.publishedEventRetention(Duration.ZERO));

        assertEquals("idempotencyWindow: must be a positive duration, was PT-5S", refused.getMessage());
        assertEquals("publishedOutboxRetention: must be a positive duration, was PT0S", alsoRefused.getMessage());
    }

    @Test
    void a_keyed_command_on_a_case_this_instance_has_not_met_reads_its_record_and_the_case_in_one_request() {
        core.renameCase(aSupervisor(), RENAME);

        assertEquals(1, storage.reads);
        assertEquals(1, storage.committed.size());
    }

    @Test
    void a_keyed_command_on_a_case_this_instance_remembers_reads_only_its_record() {
        core.renameCase(aSupervisor(), RENAME);
        storage.reads = 0;

        core.renameCase(aSupervisor(), new RenameCase(CASE, 4, new Title("Investigation DEF"))
                .withIdempotencyKey(new IdempotencyKey("key-2")));

        assertEquals(1, storage.reads);
        assertEquals(2, storage.committed.size());
    }

    @Test
    void a_keyed_task_creation_reads_its_record_and_the_case_it_copies_from_in_one_request() {
        CreateTask create = new CreateTask(CASE, new Title("Call the respondent"), new UserId("officer-2"),
                NOON.plus(Duration.ofDays(3))).withIdempotencyKey(KEY);

        Either<Rejection, Receipt> created = core.createTask(UseCaseFixtures.anOfficer(), create);

        assertTrue(created.isRight(), created::toString);
        assertEquals(1, storage.reads);
        assertEquals(NOON, storage.recalledAsOf);
    }

    @Test
    void a_retry_of_a_task_creation_answers_the_first_receipt_whatever_it_read_of_the_case() {
        CreateTask create = new CreateTask(CASE, new Title("Call the respondent"), new UserId("officer-2"),
                NOON.plus(Duration.ofDays(3))).withIdempotencyKey(KEY);
        Receipt first = Receipt.ofCase(CommandId.C04, CASE, 9);
        storage.recallAnswer = key -> Option.some(new IdempotencyRecord(AGENCY, KEY,
                Fingerprint.of(CommandId.C04, create), first, NOON, NOON.plus(Duration.ofHours(1))));
        storage.metadata = Option.none();

        assertEquals(Either.right(first), core.createTask(UseCaseFixtures.anOfficer(), create));
        assertTrue(storage.attempted.isEmpty());
    }

    @Test
    void a_retry_returns_the_first_receipt_and_writes_nothing() {
        storage.recallAnswer = key -> Option.some(recordOf(RENAME));

        assertEquals(Either.right(FIRST_RECEIPT), core.renameCase(aSupervisor(), RENAME));
        assertTrue(storage.attempted.isEmpty());
    }

    @Test
    void the_same_key_with_another_request_is_refused_and_writes_nothing() {
        storage.recallAnswer = key -> Option.some(recordOf(RENAME));
        RenameCase otherTitle = new RenameCase(CASE, 3, new Title("Investigation XYZ")).withIdempotencyKey(KEY);

        assertEquals(Either.left(new Rejection.IdempotencyKeyReused("key-1")), core.renameCase(aSupervisor(), otherTitle));
        assertTrue(storage.attempted.isEmpty());
    }

    @Test
    void the_loser_of_a_race_between_two_identical_requests_answers_the_winners_receipt() {
        loseTheRaceTo(RENAME);

        assertEquals(Either.right(FIRST_RECEIPT), core.renameCase(aSupervisor(), RENAME));
        assertTrue(storage.committed.isEmpty());
    }

    @Test
    void the_loser_of_a_race_against_another_request_under_its_key_is_refused() {
        loseTheRaceTo(new RenameCase(CASE, 3, new Title("Investigation XYZ")).withIdempotencyKey(KEY));

        assertEquals(Either.left(new Rejection.IdempotencyKeyReused("key-1")), core.renameCase(aSupervisor(), RENAME));
    }

    @Test
    void a_rejected_command_leaves_no_record_so_its_retry_runs_again() {
        Deque<Either<Rejection, io.enforcementcore.domain.port.Committed>> answers = new ArrayDeque<>();
        answers.add(Either.left(new Rejection.StaleVersion("case", CASE.value(), 3, 4)));
        storage.commitAnswer = changes -> answers.isEmpty()
                ? Either.right(new io.enforcementcore.domain.port.Committed(CommandId.C12, 3)) : answers.poll();

        assertEquals(Either.left(new Rejection.StaleVersion("case", CASE.value(), 3, 4)),
                core.renameCase(aSupervisor(), RENAME));
        assertEquals(Either.right(FIRST_RECEIPT), core.renameCase(aSupervisor(), RENAME));
        assertEquals(2, storage.attempted.size());
    }

    @Test
    void a_request_without_a_key_is_neither_recalled_nor_remembered() {
        core.renameCase(aSupervisor(), new RenameCase(CASE, 3, new Title("Investigation ABC")));

        assertNull(storage.recalledAsOf, "nothing recalled");
        assertTrue(storage.committed.get(0).idempotency().isEmpty());
    }

    /** The first recall finds nothing; the commit then meets the record a concurrent twin wrote. */
    private void loseTheRaceTo(RenameCase winner) {
        Deque<Option<IdempotencyRecord>> recalls = new ArrayDeque<>();
        recalls.add(Option.none());
        recalls.add(Option.some(recordOf(winner)));
        storage.recallAnswer = key -> recalls.poll();
        storage.commitAnswer = changes -> Either.left(new Rejection.IdempotencyKeyReused("key-1"));
    }

    private static IdempotencyRecord recordOf(RenameCase request) {
        return new IdempotencyRecord(AGENCY, new IdempotencyKey("key-1"), Fingerprint.of(CommandId.C12, request), FIRST_RECEIPT,
                NOON, NOON.plus(Duration.ofHours(24)));
    }
}

package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.CASE;
import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.aSupervisor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.testlogging.CapturedLog;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.event.Level;

/** At DEBUG every command's commit says what it writes and how it ended, by ids and kinds, never by values. */
class CommitLogTest {
    private static final String SECRET_TITLE = "Probe into Sinar Jaya's accounts";
    private static final RenameCase RENAME = new RenameCase(CASE, 3, new Title(SECRET_TITLE));

    private final FakeStorage storage = new FakeStorage();

    {
        storage.metadata = Option.some(UseCaseFixtures.aCaseTitled("Investigation ABC"));
    }

    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
            .withClock(() -> NOON).withIds(UseCaseFixtures.countingIds()).build();

    @BeforeEach
    void clearTheLog() {
        CapturedLog.clear();
    }

    private static List<String> commitLines() {
        return CapturedLog.at(Level.DEBUG, "CommitLog");
    }

    @Test
    void a_commit_logs_its_command_tenant_case_kinds_of_write_commit_id_and_that_it_landed() {
        core.renameCase(aSupervisor(), RENAME.withIdempotencyKey(new IdempotencyKey("key-1")));

        List<String> lines = commitLines();
        assertEquals(1, lines.size(), lines::toString);
        String line = lines.get(0);
        String commitId = storage.committed.get(0).commitId().value();
        for (String said : List.of("C12 commit " + commitId, "tenant agency-a", "case case-1", "SetCaseTitle",
                "IdempotencyRecord", ": committed")) {
            assertTrue(line.contains(said), "'" + said + "' in: " + line);
        }
        assertFalse(line.contains(SECRET_TITLE), line);
        assertFalse(line.contains("Sinar"), line);
    }

    @Test
    void a_commit_the_store_refuses_logs_the_refusal_and_that_nothing_was_written() {
        storage.commitAnswer = changes -> Either.left(new Rejection.StaleVersion("case", "case-1", 3, 4));

        core.renameCase(aSupervisor(), RENAME);

        List<String> lines = commitLines();
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).endsWith(": refused (stale-version), nothing written"), lines.get(0));
    }

    @Test
    void a_commit_that_fails_in_the_store_logs_the_failure_and_still_throws_it() {
        storage.commitAnswer = changes -> {
            throw new StoreUnavailable("TransactWriteItems", 6, new RuntimeException("throttled"));
        };

        assertThrows(StoreUnavailable.class, () -> core.renameCase(aSupervisor(), RENAME));

        List<String> lines = commitLines();
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).endsWith(": failed (store-unavailable)"), lines.get(0));
    }
}

package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.aPendingEvent;
import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.domain.commit.CommitId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.OutcomeUnknown;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Try;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The relay between publishing and marking: a mark that fails, and a relay that dies there. */
class RelayFaultsTest {
    private final FakeStorage storage = new FakeStorage();
    private final List<String> delivered = new ArrayList<>();
    private final Set<String> markFails = new HashSet<>();

    private EnforcementCore relay() {
        return EnforcementCoreBuilder.on(storage.ports()).publishingTo(event -> {
            delivered.add(event.eventId().value());
            return Try.success(null);
        }).withClock(() -> NOON).build();
    }

    private void markingFailsFor(String... eventIds) {
        markFails.clear();
        markFails.addAll(List.of(eventIds));
        storage.commitAnswer = changes -> {
            String id = ((Change.MarkOutboxPublished) changes.changes().get(0)).event().eventId().value();
            if (markFails.contains(id)) {
                throw new StoreUnavailable("mark " + id, 3, new IllegalStateException("throttled"));
            }
            return Either.right(new Committed(changes.command(), changes.changes().size()));
        };
    }

    @Test
    void a_mark_the_store_fails_leaves_the_event_pending_and_the_run_goes_on() {
        pending("e1", "e2", "e3");
        markingFailsFor("e2");

        RelayReport report = relay().relayOutbox(anOperator(), 10).get();

        assertEquals(new RelayReport(3, 2, 1, 0), report);
        assertEquals(List.of("e1", "e2", "e3"), delivered);
        assertEquals(List.of("e2"), pendingIds());
    }

    @Test
    void an_event_published_again_after_its_mark_failed_is_counted_a_duplicate() {
        pending("e1", "e2");
        EnforcementCore core = relay();
        markingFailsFor("e2");
        core.relayOutbox(anOperator(), 10);
        markingFailsFor();

        RelayReport second = core.relayOutbox(anOperator(), 10).get();

        assertEquals(new RelayReport(1, 1, 0, 0, 0, 0, 0, 1), second);
        assertEquals(List.of("e1", "e2", "e2"), delivered);
        assertEquals(List.of(), pendingIds());
    }

    @Test
    void a_mark_refused_for_another_reason_than_not_found_is_remembered_like_a_failed_one() {
        pending("e1");
        EnforcementCore core = relay();
        storage.commitAnswer = changes -> Either.left(new Rejection.Forbidden("mark", "refused"));
        RelayReport first = core.relayOutbox(anOperator(), 10).get();
        storage.commitAnswer = changes -> Either.right(new Committed(changes.command(), 1));

        RelayReport second = core.relayOutbox(anOperator(), 10).get();

        assertEquals(new RelayReport(1, 0, 1, 0), first);
        assertEquals(new RelayReport(1, 1, 0, 0, 0, 0, 0, 1), second);
    }

    @Test
    void a_mark_whose_answer_was_lost_and_did_not_land_is_published_again() {
        pending("e1");
        EnforcementCore core = relay();
        storage.commitAnswer = changes -> {
            throw new OutcomeUnknown("mark e1", CommitId.of(changes), 3, new IllegalStateException("timeout"));
        };
        core.relayOutbox(anOperator(), 10);
        storage.commitAnswer = changes -> Either.right(new Committed(changes.command(), 1));

        assertEquals(1, core.relayOutbox(anOperator(), 10).get().duplicates());
        assertEquals(List.of("e1", "e1"), delivered);
    }

    @Test
    void a_relay_killed_between_publishing_and_marking_loses_nothing_a_new_relay_publishes_every_event() {
        pending("e1", "e2", "e3", "e4", "e5");
        EnforcementCore dying = EnforcementCoreBuilder.on(storage.ports()).publishingTo(event -> {
            delivered.add(event.eventId().value());
            if (delivered.size() == 3) {
                throw new Killed();
            }
            return Try.success(null);
        }).withClock(() -> NOON).build();
        assertThrows(Killed.class, () -> dying.relayOutbox(anOperator(), 10));

        RelayReport restarted = relay().relayOutbox(anOperator(), 10).get();

        assertEquals(new RelayReport(3, 3, 0, 0), restarted);
        assertEquals(List.of(), pendingIds());
        assertTrue(delivered.containsAll(List.of("e1", "e2", "e3", "e4", "e5")), delivered.toString());
        assertEquals(List.of("e1", "e2", "e3", "e3", "e4", "e5"), delivered);
    }

    /** The process dying under the relay right after a publish: nothing in the library may catch it. */
    private static final class Killed extends VirtualMachineError {
    }

    private void pending(String... ids) {
        List<OutboxEvent> shard = new ArrayList<>();
        for (int i = 0; i < ids.length; i++) {
            shard.add(aPendingEvent("agency-a", ids[i], NOON.plus(Duration.ofMinutes(i))));
        }
        storage.pendingShards.add(shard);
    }

    private List<String> pendingIds() {
        return storage.pendingShards.stream().flatMap(List::stream).map(e -> e.eventId().value()).toList();
    }
}

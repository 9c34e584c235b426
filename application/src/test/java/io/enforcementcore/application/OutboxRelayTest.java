package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.aPendingEvent;
import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Try;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OutboxRelayTest {
    private final FakeStorage storage = new FakeStorage();
    private final List<OutboxEvent> delivered = new ArrayList<>();
    private Set<String> failing = Set.of();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
            .publishingTo(event -> {
                if (failing.contains(event.eventId().value())) {
                    return Try.failure(new IllegalStateException("channel down"));
                }
                delivered.add(event);
                return Try.success(null);
            })
            .withClock(() -> NOON).build();

    @Test
    void publishes_then_marks_each_event_under_its_own_tenant_and_a_second_run_publishes_nothing() {
        shards(List.of(event("agency-a", "e1", 1)), List.of(event("agency-b", "e2", 2)));

        RelayReport first = core.relayOutbox(anOperator(), 10).get();
        RelayReport second = core.relayOutbox(anOperator(), 10).get();

        assertEquals(new RelayReport(2, 2, 0, 0), first);
        assertEquals(new RelayReport(0, 0, 0, 0), second);
        assertEquals(List.of("e1", "e2"), delivered.stream().map(e -> e.eventId().value()).toList());
        assertEquals(List.of("C13:agency-a:e1", "C13:agency-b:e2"), storage.committed.stream()
                .map(OutboxRelayTest::describe).toList());
    }

    @Test
    void a_published_event_is_kept_for_the_retention_the_builder_was_given() {
        shards(List.of(event("agency-a", "e1", 1)));
        EnforcementCore keepingThreeDays = EnforcementCoreBuilder.on(storage.ports()).publishingTo(event -> Try.success(null))
                .withClock(() -> NOON).publishedEventRetention(Duration.ofDays(3)).build();

        keepingThreeDays.relayOutbox(anOperator(), 10);

        Change.MarkOutboxPublished mark = (Change.MarkOutboxPublished) storage.committed.get(0).changes().get(0);
        assertEquals(NOON.plus(Duration.ofDays(3)), mark.expiresAt());
    }

    @Test
    void an_event_that_fails_to_publish_is_counted_failed_and_stays_pending() {
        shards(List.of(event("agency-a", "e1", 1), event("agency-a", "e2", 2)));
        failing = Set.of("e1");

        RelayReport report = core.relayOutbox(anOperator(), 10).get();

        assertEquals(new RelayReport(2, 1, 1, 0), report);
        assertEquals(List.of("e1"), storage.pendingShards.get(0).stream().map(e -> e.eventId().value()).toList());
    }

    @Test
    void an_event_another_relay_marked_first_is_counted_already_published() {
        shards(List.of(event("agency-a", "e1", 1)));
        storage.commitAnswer = changes -> Either.left(new Rejection.NotFound("outbox event", "e1"));

        assertEquals(new RelayReport(1, 0, 0, 1), core.relayOutbox(anOperator(), 10).get());
        assertEquals(List.of("e1"), delivered.stream().map(e -> e.eventId().value()).toList());
    }

    @Test
    void events_that_keep_failing_in_one_shard_cannot_starve_the_others() {
        List<OutboxEvent> poisoned = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            poisoned.add(event("agency-a", "bad-" + i, i));
        }
        shards(poisoned, List.of(event("agency-a", "good-1", 1)));
        failing = Set.of("bad-0", "bad-1", "bad-2", "bad-3", "bad-4", "bad-5", "bad-6", "bad-7");

        RelayReport report = core.relayOutbox(anOperator(), 4).get();

        assertEquals(new RelayReport(4, 1, 3, 0), report);
        assertEquals(List.of("good-1"), delivered.stream().map(e -> e.eventId().value()).toList());
    }

    @Test
    void pages_past_events_that_stay_pending_within_one_run() {
        List<OutboxEvent> many = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            many.add(event("agency-a", String.format("e%03d", i), i));
        }
        shards(many);
        failing = Set.of("e000", "e099", "e100");

        assertEquals(new RelayReport(150, 147, 3, 0), core.relayOutbox(anOperator(), 1000).get());
    }

    @Test
    void without_an_event_channel_every_event_stays_pending_and_is_reported_failed() {
        shards(List.of(event("agency-a", "e1", 1)));
        EnforcementCore withoutChannel = EnforcementCoreBuilder.on(storage.ports()).build();

        assertEquals(new RelayReport(1, 0, 1, 0), withoutChannel.relayOutbox(anOperator(), 10).get());
        assertEquals(List.of(), storage.attempted);
    }

    @Test
    void the_pending_list_merges_the_shards_oldest_first() {
        shards(List.of(event("agency-a", "e1", 1), event("agency-a", "e4", 4)),
                List.of(event("agency-b", "e2", 2), event("agency-b", "e3", 3)));

        List<OutboxEvent> oldest = core.pendingOutbox(anOperator(), 3).get();

        assertEquals(List.of("e1", "e2", "e3"), oldest.stream().map(e -> e.eventId().value()).toList());
    }

    @SafeVarargs
    private void shards(List<OutboxEvent>... shards) {
        for (List<OutboxEvent> shard : shards) {
            storage.pendingShards.add(new ArrayList<>(shard));
        }
    }

    private static OutboxEvent event(String tenant, String id, int minutesAfterNoon) {
        return aPendingEvent(tenant, id, NOON.plus(Duration.ofMinutes(minutesAfterNoon)));
    }

    private static String describe(ChangeSet changes) {
        Change.MarkOutboxPublished mark = (Change.MarkOutboxPublished) changes.changes().get(0);
        return changes.command() + ":" + changes.tenantId() + ":" + mark.event().eventId();
    }
}

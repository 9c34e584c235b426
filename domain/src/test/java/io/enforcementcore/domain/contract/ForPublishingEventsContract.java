package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.fixtures.Moments.minutesAfterStart;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.vavr.control.Try;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link ForPublishingEvents} for the channel adapters: what a consumer receives for an event is
 * the event as JSON (the body below, field for field) with the routing attributes {@code tenant}, {@code case},
 * {@code event}, {@code type} and {@code schemaVersion}; every event offered reaches it at least once, always
 * under its own event id; a deduplicating channel delivers an event offered twice once, and an ordered one
 * keeps one case's events in the order offered; a channel that does not exist answers a failure naming it,
 * never an exception.
 *
 * <p>A subclass gives a fresh channel per test and the consumer's view of it: every message delivered since
 * the test began, in the order delivered. A remote channel delivers in its own time, so each look re-reads.
 */
public abstract class ForPublishingEventsContract {
    private final TenantId tenant = Ids.aTenant();
    private final CaseId aCase = Ids.aCaseId();
    private final CaseId anotherCase = Ids.aCaseId();

    /** One message as the consumer received it: its body and its attributes by name. */
    public record Received(String body, Map<String, String> attributes) {
        public Received {
            Objects.requireNonNull(body, "body");
            attributes = Map.copyOf(attributes);
        }

        String eventId() {
            return attributes.getOrDefault("event", "(no event attribute)");
        }
    }

    /** A publisher to a queue or topic that is not there, and the name it goes by (a queue URL, a topic ARN). */
    public record Missing(ForPublishingEvents channel, String name) {
    }

    /** This test's channel. */
    protected abstract ForPublishingEvents channel();

    /** Every message this test's channel delivered to its consumer so far, oldest first; read afresh each call. */
    protected abstract List<Received> receivedSoFar();

    protected abstract Missing aChannelThatDoesNotExist();

    /** Whether an event offered twice (within the channel's window) is delivered once. */
    protected abstract boolean deduplicates();

    /** Whether one case's events are delivered in the order they were offered. */
    protected abstract boolean keepsOrderPerCase();

    @Test
    void a_consumer_receives_the_event_as_json_with_its_routing_attributes() {
        OutboxEvent renamed = new OutboxEvent(tenant, aCase, Ids.anEventId(), EventType.CASE_RENAMED,
                Instant.parse("2026-07-12T17:00:00Z"),
                Map.of("title", "\"Kartel\" semen\\beton \u00e9", "previousTitle", "Bid rigging"), OutboxStatus.PENDING);

        published(renamed);

        Eventually.check(this::receivedSoFar, received -> assertEquals(List.of(new Received(
                "{\"schemaVersion\":1,\"tenant\":\"" + tenant + "\",\"case\":\"" + aCase + "\",\"event\":\""
                        + renamed.eventId() + "\",\"type\":\"CASE_RENAMED\",\"occurredAt\":\"2026-07-12T17:00:00.000Z\","
                        + "\"payload\":{\"previousTitle\":\"Bid rigging\","
                        + "\"title\":\"\\\"Kartel\\\" semen\\\\beton \\u00e9\"}}",
                Map.of("tenant", tenant.value(), "case", aCase.value(), "event", renamed.eventId().value(),
                        "type", "CASE_RENAMED", "schemaVersion", "1"))), received));
    }

    @Test
    void every_event_offered_reaches_the_consumer_under_its_own_event_id() {
        List<OutboxEvent> events = List.of(event(aCase, 0), event(anotherCase, 1), event(aCase, 2));

        events.forEach(this::published);

        Eventually.check(this::receivedSoFar, received -> assertEquals(
                events.stream().map(e -> e.eventId().value()).collect(Collectors.toSet()),
                received.stream().map(Received::eventId).collect(Collectors.toSet())));
    }

    @Test
    void an_event_offered_twice_reaches_the_consumer_at_least_once_and_every_copy_is_the_same_message() {
        OutboxEvent event = event(aCase, 0);

        published(event);
        published(event);

        Eventually.check(this::receivedSoFar, received -> {
            assertFalse(received.isEmpty(), "nothing received");
            assertEquals(Set.of(received.get(0)), Set.copyOf(received));
            assertEquals(event.eventId().value(), received.get(0).eventId());
        });
    }

    @Test
    void a_deduplicating_channel_delivers_an_event_offered_twice_once() {
        assumeTrue(deduplicates(), "this channel delivers at least once: its consumers drop duplicates by event id");
        OutboxEvent twice = event(aCase, 0);
        OutboxEvent after = event(aCase, 1);

        published(twice);
        published(twice);
        published(after);

        // the case's later event arrives after every copy of the earlier one that will ever arrive
        Eventually.check(this::receivedSoFar, received -> assertEquals(
                List.of(twice.eventId().value(), after.eventId().value()),
                received.stream().map(Received::eventId).toList()));
    }

    @Test
    void an_ordered_channel_keeps_each_cases_events_in_the_order_offered() {
        assumeTrue(keepsOrderPerCase(), "this channel does not promise an order");
        // offered out of time order on purpose: the order offered is the one kept, not occurredAt's
        List<OutboxEvent> ofACase = List.of(event(aCase, 3), event(aCase, 1), event(aCase, 2), event(aCase, 0));
        List<OutboxEvent> ofAnother = List.of(event(anotherCase, 5), event(anotherCase, 4));

        for (int i = 0; i < ofACase.size(); i++) {
            published(ofACase.get(i));
            if (i < ofAnother.size()) {
                published(ofAnother.get(i));
            }
        }

        Eventually.check(this::receivedSoFar, received -> {
            assertEquals(ids(ofACase), ofCase(received, aCase));
            assertEquals(ids(ofAnother), ofCase(received, anotherCase));
        });
    }

    @Test
    void a_publish_to_a_channel_that_does_not_exist_answers_a_failure_naming_it() {
        Missing missing = aChannelThatDoesNotExist();

        Try<Void> answer = assertDoesNotThrow(() -> missing.channel().publish(event(aCase, 0)));

        assertTrue(answer.isFailure(), "a publish to " + missing.name() + " answered success");
        assertTrue(answer.getCause().getMessage().contains(missing.name()), answer.getCause().getMessage());
    }

    private void published(OutboxEvent event) {
        Try<Void> answer = channel().publish(event);
        assertTrue(answer.isSuccess(), () -> "publishing " + event.eventId() + " failed: " + answer.getCause());
    }

    private OutboxEvent event(CaseId caseId, int minutes) {
        return new OutboxEvent(tenant, caseId, Ids.anEventId(), EventType.CASE_STATUS_CHANGED,
                minutesAfterStart(minutes),
                Map.of("from", "UNDER_REVIEW", "to", "NOTICE_ISSUED"), OutboxStatus.PENDING);
    }

    private static List<String> ids(List<OutboxEvent> events) {
        return events.stream().map(e -> e.eventId().value()).toList();
    }

    private static List<String> ofCase(List<Received> received, CaseId caseId) {
        return received.stream().filter(r -> caseId.value().equals(r.attributes().get("case")))
                .map(Received::eventId).toList();
    }
}

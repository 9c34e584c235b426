package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.contract.Eventually.eventually;
import static io.enforcementcore.domain.fixtures.ChangeSets.LATER;
import static io.enforcementcore.domain.fixtures.ChangeSets.announcingOnly;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishing;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOutboxEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.enforcementcore.domain.port.ForRelayingOutbox} (AP10): the pending view lists
 * every event appended and not yet published, each in shard
 * {@code floorMod(eventId.value().hashCode(), shardCount())} (the hash of the id's text, which the JDK
 * specifies, unlike a record's own hash), oldest first (occurredAt, then event id) and paged as
 * {@link Pages} states; marking an event published takes it out of the view, and marking it again is
 * {@code NotFound}. The view lists all tenants' events and is eventually consistent.
 *
 * <p>The pending view of a shared store holds other tests' events too. The events of these tests are
 * dated long before any other fixture, so they come first in their shard, and each test looks only at
 * its own tenant's events.
 */
public abstract class ForRelayingOutboxContract extends StorageContract {
    private static final Instant LONG_AGO = Instant.parse("2001-05-01T08:00:00Z");
    private final TenantId tenant = Ids.aTenant();
    private NewCase aCase;
    private int shard;

    @BeforeEach
    void openACaseAndPickAShard() {
        aCase = givenOpened(aCaseUnderReview(tenant));
        shard = Math.floorMod(Ids.anEventId().value().hashCode(), store.outbox().shardCount());
    }

    @Test
    void has_at_least_one_shard() {
        assertTrue(store.outbox().shardCount() > 0);
    }

    @Test
    void lists_the_pending_events_of_a_shard_oldest_first_with_ties_by_event_id() {
        List<OutboxEvent> events = List.of(event(3), event(1), event(2), event(1), event(0));
        events.forEach(this::append);

        eventually(() -> assertEquals(oldestFirst(events), pendingOfThisTest(PageRequest.MAX_LIMIT)));
    }

    @Test
    void visits_each_pending_event_once_whatever_the_page_size() {
        List<OutboxEvent> events = List.of(event(2), event(1), event(1), event(0));
        events.forEach(this::append);

        for (int limit : new int[] {1, 2, 3}) {
            eventually(() -> assertEquals(oldestFirst(events), pendingOfThisTest(limit)));
        }
    }

    @Test
    void takes_a_published_event_out_of_the_pending_view() {
        OutboxEvent published = event(0);
        OutboxEvent stillPending = event(1);
        append(published);
        append(stillPending);
        eventually(() -> assertEquals(List.of(published, stillPending), pendingOfThisTest(10)));

        given(publishing(published));

        eventually(() -> assertEquals(List.of(stillPending), pendingOfThisTest(10)));
    }

    @Test
    void rejects_marking_an_event_published_twice_or_one_that_was_never_appended() {
        OutboxEvent event = event(0);
        append(event);
        given(publishing(event));

        // another relay run (the same change set sent again is its own replay: CommitReplayContract)
        assertRejected(new Rejection.NotFound("outbox event", event.eventId().value()),
                commit(publishing(event, LATER.plusSeconds(60))));
        OutboxEvent neverAppended = event(1);
        assertRejected(new Rejection.NotFound("outbox event", neverAppended.eventId().value()),
                commit(publishing(neverAppended)));
    }

    /** A pending event of this test's case, in this test's shard, {@code minutes} after {@link #LONG_AGO}. */
    private OutboxEvent event(int minutes) {
        EventId eventId = Ids.anEventId();
        while (Math.floorMod(eventId.value().hashCode(), store.outbox().shardCount()) != shard) {
            eventId = Ids.anEventId();
        }
        return anOutboxEvent(aCase, eventId, LONG_AGO.plusSeconds(60L * minutes));
    }

    private void append(OutboxEvent event) {
        given(announcingOnly(event));
    }

    private static List<OutboxEvent> oldestFirst(List<OutboxEvent> events) {
        return events.stream().sorted(Comparator.comparing(OutboxEvent::occurredAt)
                .thenComparing(event -> event.eventId().value())).toList();
    }

    /**
     * This test's pending events in its shard, reading pages of {@code limit} from the start of the shard
     * until the events of this test are behind (they are all dated within a day of {@link #LONG_AGO});
     * fails if any event is listed twice.
     */
    private List<OutboxEvent> pendingOfThisTest(int limit) {
        Instant horizon = LONG_AGO.plusSeconds(86_400);
        List<OutboxEvent> mine = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Option<String> after = Option.none();
        for (int pageNumber = 0; pageNumber < 10_000; pageNumber++) {
            Page<OutboxEvent> page = store.outbox().pending(shard, new PageRequest(limit, after));
            assertTrue(page.items().size() <= limit);
            for (OutboxEvent event : page.items()) {
                assertTrue(seen.add(event.caseId() + "/" + event.eventId()), () -> "listed twice: " + event);
                assertEquals(shard, Math.floorMod(event.eventId().value().hashCode(), store.outbox().shardCount()));
                if (event.tenantId().equals(tenant)) {
                    mine.add(event);
                }
            }
            boolean pastThisTest = !page.items().isEmpty()
                    && page.items().get(page.items().size() - 1).occurredAt().isAfter(horizon);
            if (page.next().isEmpty() || pastThisTest) {
                return mine;
            }
            after = page.next();
        }
        return fail("the shard did not end within 10000 pages");
    }
}

package io.enforcementcore.application.projection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class CaseActivityProjectionTest {
    private static final TenantId NORTH = new TenantId("north");
    private static final CaseId CASE = new CaseId("case-1");
    /**
     * The facts the commands announce through the outbox (C01, C02, C12, C15); the acceptance scenarios
     * check the summary against the real commands on both stores.
     */
    private static final Set<EventType> ANNOUNCED = Set.of(EventType.CASE_OPENED, EventType.CASE_STATUS_CHANGED,
            EventType.CASE_RENAMED, EventType.EXTERNAL_REF_CHANGED);

    @Property(tries = 200)
    void a_replay_of_the_whole_history_shuffled_and_duplicated_gives_exactly_the_live_result(
            @ForAll long seed, @ForAll @IntRange(max = 40) int steps, @ForAll @IntRange(max = 15) int duplicates) {
        List<CaseFact> history = Stream.concat(CaseHistories.of(seed, "north", "case-1", steps).stream(),
                CaseHistories.of(seed + 1, "north", "case-2", steps).stream()).toList();
        CaseActivityProjection live = new CaseActivityProjection();
        history.stream().filter(fact -> ANNOUNCED.contains(fact.payload().type()))
                .forEach(fact -> live.publish(announced(fact)).get());

        CaseActivityProjection replayed = CaseActivityProjection.replay(shuffledWithDuplicates(history, seed,
                duplicates));

        assertEquals(live.all(), replayed.all());
        assertEquals(history.stream().filter(fact -> ANNOUNCED.contains(fact.payload().type())).count(),
                live.all().stream().mapToInt(CaseActivity::changes).sum());
    }

    @Test
    void a_case_reads_as_its_announced_history_tells_it() {
        List<CaseFact> history = List.of(
                opening(at(0)),
                fact(at(1), new EventPayload.CaseStatusChanged(CaseStatus.UNDER_REVIEW, CaseStatus.NOTICE_ISSUED)),
                fact(at(2), new EventPayload.TaskCreated(new TaskId("task-1"), new UserId("nadia"), at(100))),
                fact(at(3), new EventPayload.CaseRenamed(new Title("Market manipulation"))),
                fact(at(4), new EventPayload.ExternalRefChanged(new ExternalRef("REF-1"), new ExternalRef("REF-2"))),
                fact(at(5), new EventPayload.RiskScoreChanged(new RiskScore(40), new RiskScore(85))));

        CaseActivity activity = CaseActivityProjection.replay(history).activity(NORTH, CASE).get();

        assertEquals(new CaseActivity(NORTH, CASE, new ExternalRef("REF-2"), new Title("Market manipulation"),
                CaseStatus.NOTICE_ISSUED, 4, at(4)), activity);
    }

    @Test
    void status_changes_in_one_millisecond_leave_the_case_where_the_later_one_took_it_whichever_id_sorts_first() {
        CaseFact second = new CaseFact(NORTH, CASE, new EventId("event-a"), at(6),
                new EventPayload.CaseStatusChanged(CaseStatus.NOTICE_ISSUED, CaseStatus.RESPONSE_WAITING));
        CaseFact first = new CaseFact(NORTH, CASE, new EventId("event-b"), at(6),
                new EventPayload.CaseStatusChanged(CaseStatus.UNDER_REVIEW, CaseStatus.NOTICE_ISSUED));

        CaseActivity activity = CaseActivityProjection.replay(List.of(opening(at(0)), second, first))
                .activity(NORTH, CASE).get();

        assertEquals(CaseStatus.RESPONSE_WAITING, activity.status());
    }

    @Test
    void a_case_shows_once_its_opening_fact_is_in_whenever_that_arrives() {
        CaseActivityProjection projection = new CaseActivityProjection();
        projection.apply(fact(at(3), new EventPayload.CaseRenamed(new Title("Renamed"))));
        assertTrue(projection.activity(NORTH, CASE).isEmpty());

        projection.apply(opening(at(0)));

        assertEquals(new Title("Renamed"), projection.activity(NORTH, CASE).get().title());
    }

    @Test
    void an_announced_event_whose_fields_do_not_fit_its_type_is_refused_and_applies_nothing() {
        CaseActivityProjection projection = new CaseActivityProjection();
        OutboxEvent garbled = new OutboxEvent(NORTH, CASE, new EventId("event-x"), EventType.CASE_OPENED, at(0),
                Map.of("title", "no reference, no score"), OutboxStatus.PENDING);

        assertTrue(projection.publish(garbled).isFailure());
        assertEquals(List.of(), projection.all());
        assertTrue(projection.publish(announced(new CaseFact(NORTH, CASE, garbled.eventId(), at(0),
                opening(at(0)).payload()))).isSuccess());
        assertEquals(1, projection.all().size(), "the refused event's id was not taken as seen");
    }

    @Test
    void a_timeline_event_and_its_announcement_are_the_same_fact() {
        CaseFact fact = opening(at(0));

        assertEquals(fact, CaseFact.of(announced(fact)));
    }

    private static OutboxEvent announced(CaseFact fact) {
        return OutboxEvent.pending(new TimelineEvent(fact.tenantId(), fact.caseId(), fact.eventId(), fact.occurredAt(),
                new UserId("nadia"), fact.payload()));
    }

    private static List<CaseFact> shuffledWithDuplicates(List<CaseFact> history, long seed, int duplicates) {
        Random random = new Random(~seed);
        List<CaseFact> replay = new ArrayList<>(history);
        for (int i = 0; i < duplicates; i++) {
            replay.add(history.get(random.nextInt(history.size())));
        }
        Collections.shuffle(replay, random);
        return replay;
    }

    private static CaseFact opening(Instant at) {
        return fact(at, new EventPayload.CaseOpened(new ExternalRef("REF-1"), new Title("Case 1"), new RiskScore(40),
                Classification.RESTRICTED, new OrgId("markets")));
    }

    private static CaseFact fact(Instant at, EventPayload payload) {
        return new CaseFact(NORTH, CASE, new EventId("event-" + at.toEpochMilli()), at, payload);
    }

    private static Instant at(int minute) {
        return Instant.parse("2026-07-07T09:00:00Z").plusSeconds(60L * minute);
    }
}

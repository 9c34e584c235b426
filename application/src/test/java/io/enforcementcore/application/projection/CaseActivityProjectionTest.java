package io.enforcementcore.application.projection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.model.TimelineEvent;
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

    @Property(tries = 200)
    void a_replay_of_the_history_shuffled_and_duplicated_gives_exactly_the_live_result(
            @ForAll long seed, @ForAll @IntRange(max = 40) int steps, @ForAll @IntRange(max = 15) int duplicates) {
        List<CaseFact> history = Stream.concat(CaseHistories.of(seed, "north", "case-1", steps).stream(),
                CaseHistories.of(seed + 1, "north", "case-2", steps).stream()).toList();
        CaseActivityProjection live = new CaseActivityProjection();
        history.forEach(fact -> live.publish(announced(fact)).get());

        CaseActivityProjection replayed = CaseActivityProjection.replay(shuffledWithDuplicates(history, seed,
                duplicates));

        assertEquals(live.all(), replayed.all());
        assertEquals(2, live.all().size());
        assertEquals(history.size(), live.all().stream().mapToInt(CaseActivity::facts).sum());
    }

    @Test
    void a_case_reads_as_its_history_tells_it() {
        TaskId kept = new TaskId("task-kept");
        TaskId done = new TaskId("task-done");
        DeadlineId met = new DeadlineId("deadline-met");
        List<CaseFact> history = List.of(
                opening(at(0)),
                fact(at(1), new EventPayload.CaseStatusChanged(CaseStatus.UNDER_REVIEW, CaseStatus.NOTICE_ISSUED)),
                fact(at(2), new EventPayload.TaskCreated(kept, new UserId("nadia"), at(100))),
                fact(at(3), new EventPayload.TaskCreated(done, new UserId("nadia"), at(100))),
                fact(at(4), new EventPayload.TaskCompleted(done)),
                fact(at(5), new EventPayload.DeadlineAdded(met, DeadlineType.LEGAL_RESPONSE,
                        at(100))),
                fact(at(6), new EventPayload.DeadlineMet(met)),
                fact(at(7), new EventPayload.CaseRenamed(new Title("Market manipulation"))),
                fact(at(8), new EventPayload.RiskScoreChanged(new RiskScore(40), new RiskScore(85))));

        CaseActivity activity = CaseActivityProjection.replay(history).activity(NORTH, new CaseId("case-1")).get();

        assertEquals(List.of(CaseStatus.NOTICE_ISSUED, Set.of(kept), Set.of(), new Title("Market manipulation"),
                        new RiskScore(85), 9, at(8)),
                List.of(activity.status(), activity.openTasks(), activity.openDeadlines(), activity.title(),
                        activity.riskScore(), activity.facts(), activity.lastActivityAt()));
    }

    @Test
    void work_closed_in_the_millisecond_it_was_opened_stays_closed_whichever_event_id_sorts_first() {
        TaskId task = new TaskId("task-1");
        CaseFact completed = new CaseFact(NORTH, new CaseId("case-1"), new EventId("event-a"), at(5),
                new EventPayload.TaskCompleted(task));
        CaseFact created = new CaseFact(NORTH, new CaseId("case-1"), new EventId("event-b"), at(5),
                new EventPayload.TaskCreated(task, new UserId("nadia"), at(100)));
        CaseFact moved = new CaseFact(NORTH, new CaseId("case-1"), new EventId("event-c"), at(6),
                new EventPayload.CaseStatusChanged(CaseStatus.NOTICE_ISSUED, CaseStatus.RESPONSE_WAITING));
        CaseFact movedBefore = new CaseFact(NORTH, new CaseId("case-1"), new EventId("event-d"), at(6),
                new EventPayload.CaseStatusChanged(CaseStatus.UNDER_REVIEW, CaseStatus.NOTICE_ISSUED));

        CaseActivity activity = CaseActivityProjection.replay(List.of(opening(at(0)), completed, created, moved,
                movedBefore)).activity(NORTH, new CaseId("case-1")).get();

        assertEquals(Set.of(), activity.openTasks());
        assertEquals(CaseStatus.RESPONSE_WAITING, activity.status());
    }

    @Test
    void a_case_shows_once_its_opening_fact_is_in_whenever_that_arrives() {
        CaseActivityProjection projection = new CaseActivityProjection();
        projection.apply(fact(at(3), new EventPayload.CaseRenamed(new Title("Renamed"))));
        assertTrue(projection.activity(NORTH, new CaseId("case-1")).isEmpty());

        projection.apply(opening(at(0)));

        assertEquals(new Title("Renamed"), projection.activity(NORTH, new CaseId("case-1")).get().title());
    }

    @Test
    void an_announced_event_whose_fields_do_not_fit_its_type_is_refused_and_applies_nothing() {
        CaseActivityProjection projection = new CaseActivityProjection();
        OutboxEvent garbled = new OutboxEvent(NORTH, new CaseId("case-1"), new EventId("event-x"),
                EventType.CASE_OPENED, at(0), Map.of("title", "no reference, no score"), false);

        assertTrue(projection.publish(garbled).isFailure());
        assertEquals(List.of(), projection.all());
        assertTrue(projection.publish(OutboxEvent.pending(new TimelineEvent(NORTH, new CaseId("case-1"),
                garbled.eventId(), at(0), new UserId("nadia"), opening(at(0)).payload()))).isSuccess());
        assertEquals(1, projection.all().size(), "the refused event's id was not taken as seen");
    }

    @Test
    void a_timeline_event_and_its_announcement_are_the_same_fact() {
        CaseFact fact = opening(at(0));
        TimelineEvent recorded = new TimelineEvent(fact.tenantId(), fact.caseId(), fact.eventId(), fact.occurredAt(),
                new UserId("nadia"), fact.payload());

        assertEquals(CaseFact.of(recorded), CaseFact.of(OutboxEvent.pending(recorded)));
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
        return fact(at, new EventPayload.CaseOpened(new ExternalRef("REF-1"),
                new Title("Case 1"), new RiskScore(40), Classification.RESTRICTED,
                new OrgId("markets")));
    }

    private static CaseFact fact(Instant at, EventPayload payload) {
        return new CaseFact(NORTH, new CaseId("case-1"), new EventId("event-" + at.toEpochMilli()), at, payload);
    }

    private static Instant at(int minute) {
        return Instant.parse("2026-07-07T09:00:00Z").plusSeconds(60L * minute);
    }
}

package io.enforcementcore.adapters.inmemory.commit;

import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.factOf;
import static io.enforcementcore.domain.fixtures.ChangeSets.together;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aTimelineEvent;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.minutesAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.enforcementcore.adapters.inmemory.table.ItemSlot;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.ChangeSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class FootprintTest {
    private final NewCase aCase = aCaseUnderReview(Ids.aTenant());

    @Test
    void a_task_creation_writes_the_task_its_fact_and_the_count_on_the_case() {
        Task task = aTask(10);
        ChangeSet created = creating(task);

        Footprint footprint = footprintOf(created);

        assertEquals(List.of(ItemSlot.task(task.handle()), ItemSlot.event(factOf(created)),
                ItemSlot.state(aCase.caseId())), footprint.written());
        assertEquals(List.of(), footprint.checked());
    }

    @Test
    void a_count_rides_on_the_write_of_its_case_when_the_set_writes_the_case() {
        Footprint footprint = footprintOf(together(transition(aCase.state(), CaseStatus.NOTICE_ISSUED),
                creating(aTask(10))));

        ItemSlot state = ItemSlot.state(aCase.caseId());
        assertEquals(state, footprint.written().get(0));
        assertEquals(1, footprint.written().stream().filter(state::equals).count());
    }

    @Test
    void an_item_only_checked_is_listed_once_and_apart_from_the_written_ones() {
        TimelineEvent fact = aTimelineEvent(aCase.tenantId(), aCase.caseId(), Ids.anEventId(), minutesAfterStart(5));
        ChangeSet recorded = ChangeSets.of(CommandId.C11, aCase.tenantId(), Decision.requiring(
                new Precondition.CaseOpen(aCase.tenantId(), aCase.caseId()),
                new Precondition.CaseClassified(aCase.tenantId(), aCase.caseId(), Classification.PUBLIC))
                .writing(new Change.AppendTimeline(fact)));

        Footprint footprint = footprintOf(recorded);

        assertEquals(List.of(ItemSlot.event(fact)), footprint.written());
        assertEquals(List.of(ItemSlot.state(aCase.caseId())), footprint.checked());
    }

    @Test
    void a_set_that_writes_one_item_twice_is_refused() {
        Task task = aTask(10);

        assertThrows(IllegalArgumentException.class, () -> footprintOf(together(creating(task), creating(task))));
    }

    @Test
    void a_set_of_many_items_that_writes_one_twice_is_refused() {
        ChangeSet many = creating(aTask(0));
        for (int minutes = 1; minutes < 12; minutes++) {
            many = together(many, creating(aTask(minutes)));
        }
        ChangeSet manyAndOneAgain = together(many, many);

        footprintOf(many);
        assertThrows(IllegalArgumentException.class, () -> footprintOf(manyAndOneAgain));
    }

    private Task aTask(int minutes) {
        return anOpenTask(aCase, Ids.anOfficer(), minutesAfterStart(minutes));
    }

    private static Footprint footprintOf(ChangeSet changes) {
        return Footprint.of(changes, changes.preconditions());
    }
}

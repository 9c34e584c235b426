package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.AtRevision;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.changingExternalRef;
import static io.enforcementcore.domain.fixtures.ChangeSets.changingRisk;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishing;
import static io.enforcementcore.domain.fixtures.ChangeSets.reassigning;
import static io.enforcementcore.domain.fixtures.ChangeSets.refreshing;
import static io.enforcementcore.domain.fixtures.ChangeSets.renaming;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduling;
import static io.enforcementcore.domain.fixtures.ChangeSets.resolving;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Fixtures.anOutboxEvent;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.decision.Subject.TheCase;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseCounts.Delta;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which command moves which of a case's counts, and by how much: every command, C01 to C15. */
class CaseCountDecisionsTest {
    private final TenantId tenant = Ids.aTenant();
    private final NewCase aCase = aCaseUnderReview(tenant);
    private final Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
    private final Deadline deadline = anOpenDeadline(aCase, daysAfterStart(5));

    @Test
    void a_case_is_opened_with_nothing_counted_yet() {
        assertEquals(Option.some(CaseCounts.NOTHING_YET), aCase.state().counts());
        assertEquals(Option.none(), countedBy(opening(aCase)));
    }

    @Test
    void new_work_is_counted_open_and_work_that_ends_is_uncounted() {
        assertEquals(Option.some(Delta.TASK_OPENED), countedBy(creating(task)));
        assertEquals(Option.some(Delta.TASK_CLOSED), countedBy(completing(task)));
        assertEquals(Option.some(Delta.DEADLINE_OPENED), countedBy(adding(deadline)));
        assertEquals(Option.some(Delta.DEADLINE_RESOLVED), countedBy(resolving(deadline, DeadlineStatus.MET)));
        assertEquals(Option.some(Delta.DEADLINE_RESOLVED), countedBy(resolving(deadline, DeadlineStatus.MISSED)));
    }

    @Test
    void a_linked_party_and_attached_evidence_are_counted_once_each() {
        assertEquals(Option.some(Delta.PARTY_LINKED),
                countedBy(linking(aRespondentLink(aCompany(tenant), aCase))));
        assertEquals(Option.some(Delta.EVIDENCE_ATTACHED), countedBy(attaching(anEvidence(aCase))));
    }

    @Test
    void commands_that_neither_add_nor_end_anything_move_no_count() {
        List<ChangeSet> uncounted = List.of(transition(aCase.state(), CaseStatus.NOTICE_ISSUED),
                transition(aCase.state().withCounts(Option.none()), CaseStatus.NOTICE_ISSUED),
                reassigning(task, Ids.anOfficer()), rescheduling(task, daysAfterStart(9)),
                changingRisk(aCase.state(), 91), renaming(aCase.state(), new Title("Renamed")),
                refreshing(new AtRevision<>(task, Revision.UNTOLD), new AtRevision<>(deadline, Revision.UNTOLD),
                        new Title("Renamed")),
                publishing(anOutboxEvent(aCase, Ids.anEventId(), daysAfterStart(0))),
                changingExternalRef(aCase.metadata(), 1, Ids.anExternalRef()));

        uncounted.forEach(set -> assertEquals(Option.none(), countedBy(set), set.command().id()));
    }

    @Test
    void work_is_uncounted_only_on_a_case_that_is_there_to_count_it() {
        Precondition caseThere = new Precondition.Exists(new TheCase(aCase.caseId()), tenant);

        assertTrue(completing(task).preconditions().contains(caseThere));
        assertTrue(resolving(deadline, DeadlineStatus.MISSED).preconditions().contains(caseThere));
    }

    @Test
    void unknown_counts_stay_unknown_and_kept_ones_follow_each_delta() {
        assertEquals(Option.none(), aCase.state().withCounts(Option.none()).counted(Delta.TASK_OPENED).counts());
        assertEquals(Option.some(new CaseCounts(0, 1, 1, 0)), aCase.state().counted(Delta.PARTY_LINKED)
                .counted(Delta.TASK_OPENED).counted(Delta.DEADLINE_OPENED).counted(Delta.TASK_CLOSED).counts());
    }

    /** The one count change a set makes (no set makes two), or none. */
    private static Option<Delta> countedBy(ChangeSet set) {
        List<Delta> deltas = set.changes().stream().filter(Change.AdjustCaseCounts.class::isInstance)
                .map(change -> ((Change.AdjustCaseCounts) change).delta()).toList();
        assertTrue(deltas.size() <= 1, set.command() + " moves the counts twice");
        return Option.ofOptional(deltas.stream().findFirst());
    }
}

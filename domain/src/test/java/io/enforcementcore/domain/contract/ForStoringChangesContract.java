package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.contract.Pages.firstPage;
import static io.enforcementcore.domain.fixtures.ChangeSets.LATER;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.changingRisk;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.refreshing;
import static io.enforcementcore.domain.fixtures.ChangeSets.reassigning;
import static io.enforcementcore.domain.fixtures.ChangeSets.renaming;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduled;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduling;
import static io.enforcementcore.domain.fixtures.ChangeSets.resolving;
import static io.enforcementcore.domain.fixtures.ChangeSets.together;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.Moments;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.enforcementcore.domain.port.ForStoringChanges}; an adapter's test extends this
 * class (the rejections of each change are specified in {@link ChangeConditionsContract}, and the
 * isolation of tenants and concurrent commits in {@link TenantAndConcurrencyContract}, which it inherits).
 *
 * <ul>
 *   <li>A change set is all or nothing: when any change fails, nothing of the others is written.</li>
 *   <li>Every condition is checked against the store as it was before the set, at commit time; the answer
 *       is the rejection of the first failing change in list order.</li>
 *   <li>An idempotency record is checked before the changes: when its key exists the answer is
 *       {@code IdempotencyKeyReused} whatever else fails, so that a caller who lost a race between two
 *       retries learns that it is a retry (see {@link ForRecallingCommandsContract}).</li>
 *   <li>{@code AppendTimeline} and {@code AppendOutbox} have no condition of their own: they always travel
 *       with a change that guards the case.</li>
 *   <li>A change set touches each item at most once (DynamoDB refuses two operations on one item in a
 *       transaction, and so does every store): e.g. a task is not created in the same set as its case's
 *       status changes, because creating it checks the case's STATE.</li>
 *   <li>{@link Committed#itemsWritten()} counts the items put, updated or deleted, not condition checks:
 *       opening a case writes five (sentinel, META, STATE, timeline event, outbox event).</li>
 * </ul>
 */
public abstract class ForStoringChangesContract extends TenantAndConcurrencyContract {
    private final TenantId tenant = Ids.aTenant();

    @Test
    void opens_a_case_with_its_metadata_state_timeline_and_outbox_event_in_one_commit() {
        NewCase aCase = aCaseUnderReview(tenant);

        Committed committed = given(opening(aCase));

        assertEquals(new Committed(CommandId.C01, 5), committed);
        assertEquals(Option.some(aCase.metadata()), store.cases().metadata(tenant, aCase.caseId()));
        assertEquals(Option.some(aCase.state()), store.cases().state(tenant, aCase.caseId()));
        assertEquals(Option.some(aCase.caseId()),
                store.cases().caseIdByExternalRef(tenant, aCase.metadata().externalRef()));
        assertEquals(1, firstPage(page -> store.cases().timeline(tenant, aCase.caseId(), page)).size());
    }

    @Test
    void writes_nothing_when_opening_a_case_fails() {
        NewCase first = givenOpened(aCaseUnderReview(tenant));
        NewCase second = aCaseUnderReview(tenant).withExternalRef(first.metadata().externalRef());

        assertTrue(commit(opening(second)).isLeft());

        assertEquals(Option.none(), store.cases().metadata(tenant, second.caseId()));
        assertEquals(Option.none(), store.cases().state(tenant, second.caseId()));
        assertEquals(List.of(), firstPage(page -> store.cases().timeline(tenant, second.caseId(), page)));
        assertEquals(Option.some(first.caseId()),
                store.cases().caseIdByExternalRef(tenant, first.metadata().externalRef()));
    }

    @Test
    void writes_nothing_of_the_earlier_changes_when_a_later_change_fails() {
        NewCase busy = givenOpened(aCaseUnderReview(tenant));
        CaseState seen = stateOf(busy);
        given(renaming(seen, new Title("Renamed meanwhile")));
        NewCase quiet = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(quiet, Ids.anOfficer(), daysAfterStart(2));

        Either<Rejection, Committed> outcome =
                commit(together(creating(task), transition(seen, CaseStatus.NOTICE_ISSUED)));

        assertRejected(new Rejection.StaleVersion("case", busy.caseId().value(), 1, 2), outcome);
        assertEquals(Option.none(), store.cases().task(tenant, task.handle()));
        assertEquals(List.of(),
                firstPage(page -> store.cases().tasksOfCase(tenant, quiet.caseId(), Option.none(), page)));
        assertEquals(1, firstPage(page -> store.cases().timeline(tenant, quiet.caseId(), page)).size());
        assertEquals(2, firstPage(page -> store.cases().timeline(tenant, busy.caseId(), page)).size());
        assertEquals(CaseStatus.UNDER_REVIEW, stateOf(busy).status());
    }

    @Test
    void answers_with_the_rejection_of_the_first_failing_change_in_list_order() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        CaseState seen = stateOf(aCase);
        given(renaming(seen, new Title("Renamed meanwhile")));
        ChangeSet staleTransition = transition(seen, CaseStatus.NOTICE_ISSUED);
        NewCase neverOpened = aCaseUnderReview(tenant);
        ChangeSet taskOnNothing = creating(anOpenTask(neverOpened, Ids.anOfficer(), daysAfterStart(2)));

        assertRejected(new Rejection.StaleVersion("case", aCase.caseId().value(), 1, 2),
                commit(together(staleTransition, taskOnNothing)));
        assertRejected(new Rejection.NotFound("case", neverOpened.caseId().value()),
                commit(together(taskOnNothing, staleTransition)));
    }

    @Test
    void moves_a_case_along_its_lifecycle_stepping_its_version() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));

        given(transition(stateOf(aCase), CaseStatus.NOTICE_ISSUED));

        CaseState expected = new CaseState(tenant, aCase.caseId(), CaseStatus.NOTICE_ISSUED,
                aCase.state().riskScore(), aCase.state().classification(), 2, aCase.state().openedAt(), LATER, aCase.state().counts());
        assertEquals(expected, stateOf(aCase));
    }

    @Test
    void changes_the_risk_score_and_renames_with_a_version_step_each() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));

        given(changingRisk(stateOf(aCase), 85));
        given(renaming(stateOf(aCase), new Title("Unlicensed lending, second wave")));

        CaseState state = stateOf(aCase);
        assertEquals(new RiskScore(85), state.riskScore());
        assertEquals(3, state.version());
        assertEquals(new Title("Unlicensed lending, second wave"),
                store.cases().metadata(tenant, aCase.caseId()).get().title());
    }

    @Test
    void links_a_party_to_many_cases_in_both_directions() {
        NewCase first = givenOpened(aCaseUnderReview(tenant));
        NewCase second = givenOpened(aCaseUnderReview(tenant));
        Party party = aCompany(tenant);
        CaseParty toFirst = aRespondentLink(party, first);
        CaseParty toSecond = aRespondentLink(party, second);

        given(linking(toFirst));
        given(linking(toSecond));

        assertEquals(List.of(toFirst), firstPage(page -> store.cases().partiesOfCase(tenant, first.caseId(), page)));
        assertEquals(sortedByCase(List.of(toFirst, toSecond)),
                firstPage(page -> store.cases().casesOfParty(tenant, party.partyId(), Classification.CONFIDENTIAL, page)));
    }

    @Test
    void steps_a_task_through_reassignment_and_completion() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        UserId newAssignee = Ids.anOfficer();

        assertEquals(new Committed(CommandId.C04, 3), given(creating(task)), "the task, its fact and the case's counts");
        given(reassigning(task, newAssignee));
        Task reassigned = store.cases().task(tenant, task.handle()).get();
        given(completing(reassigned));

        Task done = store.cases().task(tenant, task.handle()).get();
        assertEquals(newAssignee, reassigned.assignee());
        assertEquals(2, reassigned.version());
        assertEquals(TaskStatus.DONE, done.status());
        assertEquals(3, done.version());
    }

    @Test
    void reschedules_a_task_by_moving_it_to_its_new_due_time() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task before = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        given(creating(before));

        Committed committed = given(rescheduling(before, daysAfterStart(1)));

        Task after = rescheduled(before, daysAfterStart(1));
        assertEquals(new Committed(CommandId.C10, 3), committed);
        assertEquals(Option.none(), store.cases().task(tenant, before.handle()));
        assertEquals(Option.some(after), store.cases().task(tenant, after.handle()));
    }

    @Test
    void resolves_an_open_deadline_with_a_version_step() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(14));
        given(adding(deadline));

        given(resolving(deadline, DeadlineStatus.MISSED));

        Deadline missed = store.cases().deadline(tenant, deadline.handle()).get();
        assertEquals(DeadlineStatus.MISSED, missed.status());
        assertEquals(2, missed.version());
    }

    @Test
    void refreshes_case_title_snapshots_without_a_version_step() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(14));
        given(creating(task));
        given(adding(deadline));
        Title newTitle = new Title("Unlicensed lending, renamed");

        given(refreshing(asRead(task), asRead(deadline), newTitle));

        assertEquals(Option.some(task.withCaseTitle(newTitle, Fixtures.INTAKE_OFFICER, LATER)),
                store.cases().task(tenant, task.handle()));
        assertEquals(Option.some(deadline.withCaseTitle(newTitle, Fixtures.INTAKE_OFFICER, LATER)),
                store.cases().deadline(tenant, deadline.handle()));
    }

    @Test
    void a_task_and_a_deadline_name_their_cases_owner_and_classification_who_created_them_and_who_changed_them_last() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant).classified(Classification.PUBLIC));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(14));
        given(creating(task));
        given(adding(deadline));
        UserId supervisor = Ids.anOfficer();

        given(ChangeSets.of(CommandId.C05, tenant, TaskDecisions.reassign(actOf(supervisor), task.handle(), 1,
                Ids.anOfficer())));
        given(ChangeSets.of(CommandId.C08, tenant, DeadlineDecisions.resolve(actOf(supervisor), deadline.handle(), 1,
                DeadlineStatus.MET)));

        Audit expected = new Audit(aCase.metadata().ownerOrgId(), Classification.PUBLIC, Moments.START,
                Fixtures.INTAKE_OFFICER, LATER, supervisor);
        assertEquals(expected, store.cases().task(tenant, task.handle()).get().audit());
        assertEquals(List.of(expected), store.cases().tasksOfCase(tenant, aCase.caseId(), Option.none(),
                PageRequest.first(10)).items().stream().map(Task::audit).toList());
        assertEquals(expected, store.cases().deadline(tenant, deadline.handle()).get().audit());
    }

    @Test
    void attaches_evidence_to_a_case() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));

        given(attaching(anEvidence(aCase)));

        assertEquals(1, firstPage(page -> store.cases().evidenceOfCase(tenant, aCase.caseId(), page)).size());
    }

    private static List<CaseParty> sortedByCase(List<CaseParty> links) {
        return links.stream().sorted(Comparator.comparing(link -> link.caseId().value())).toList();
    }

    /** {@code actor} deciding {@link ChangeSets#LATER}, under an event id of the decision's own. */
    private Act actOf(UserId actor) {
        return new Act(tenant, actor, Classification.CONFIDENTIAL, LATER, Ids.anEventId());
    }
}

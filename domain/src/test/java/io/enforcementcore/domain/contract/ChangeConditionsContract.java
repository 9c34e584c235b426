package io.enforcementcore.domain.contract;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.AtRevision;
import static io.enforcementcore.domain.fixtures.ChangeSets.LATER;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.anAct;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.changingRisk;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.reassigning;
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
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.rejection.Rejection;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The preconditions of {@link io.enforcementcore.domain.port.ForStoringChanges}: a store checks every
 * precondition of a decision at commit and answers the rejection the domain gives for what it found.
 * Part of {@link ForStoringChangesContract}, which is the class an adapter's test extends.
 *
 * <p>Entities are named in rejections as {@code case}, {@code task}, {@code deadline} and
 * {@code outbox event}. A stale version names the version the store holds. A change aimed at a task or
 * deadline through a handle that names no item (it never existed, it moved to another due time, or it
 * belongs to another tenant) is {@code NotFound}.
 */
public abstract class ChangeConditionsContract extends StorageContract {
    private final TenantId tenant = Ids.aTenant();

    @Test
    void rejects_a_second_case_with_the_same_external_ref() {
        NewCase first = givenOpened(aCaseUnderReview(tenant));
        NewCase second = aCaseUnderReview(tenant).withExternalRef(first.metadata().externalRef());

        assertRejected(new Rejection.DuplicateExternalRef(first.metadata().externalRef().value()),
                commit(opening(second)));
    }

    @Test
    void lets_another_tenant_use_the_same_external_ref() {
        NewCase first = givenOpened(aCaseUnderReview(tenant));
        NewCase elsewhere = aCaseUnderReview(Ids.aTenant()).withExternalRef(first.metadata().externalRef());

        assertTrue(commit(opening(elsewhere)).isRight());
    }

    @Test
    void rejects_transition_from_stale_version() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        CaseState seen = stateOf(aCase);
        given(renaming(seen, new Title("Renamed meanwhile")));

        assertRejected(new Rejection.StaleVersion("case", aCase.caseId().value(), 1, 2),
                commit(transition(seen, CaseStatus.NOTICE_ISSUED)));
    }

    @Test
    void rejects_transition_from_a_status_the_case_is_not_in() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        CaseState state = stateOf(aCase);

        assertRejected(new Rejection.IllegalTransition("UNDER_REVIEW", "RESPONSE_WAITING"),
                commit(transition(state, CaseStatus.RESPONSE_WAITING)));
    }

    @Test
    void rejects_any_transition_of_a_closed_case() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        CaseState closed = givenMovedTo(aCase, CaseStatus.CLOSED);

        assertRejected(new Rejection.IllegalTransition("CLOSED", "CLOSED"),
                commit(transition(closed, CaseStatus.CLOSED)));
    }

    @Test
    void rejects_risk_change_and_rename_from_stale_version() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        CaseState seen = stateOf(aCase);
        given(transition(seen, CaseStatus.NOTICE_ISSUED));
        Rejection stale = new Rejection.StaleVersion("case", aCase.caseId().value(), 1, 2);

        assertRejected(stale, commit(changingRisk(seen, 85)));
        assertRejected(stale, commit(renaming(seen, new Title("Too late"))));
    }

    @Test
    void rejects_linking_a_party_twice_to_the_same_case() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Party party = aCompany(tenant);
        given(linking(aRespondentLink(party, aCase)));

        assertRejected(new Rejection.PartyAlreadyLinked(aCase.caseId().value(), party.partyId().value()),
                commit(linking(aRespondentLink(party, aCase))));
    }

    @Test
    void rejects_a_link_that_files_the_case_under_another_classification_and_writes_nothing() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant).classified(Classification.RESTRICTED));
        Party party = aCompany(tenant);

        assertRejected(new Rejection.NotFound("case", aCase.caseId().value()),
                commit(linking(aRespondentLink(party, aCase.classified(Classification.PUBLIC)))));
        assertEquals(List.of(), store.cases().casesOfParty(tenant, party.partyId(), Classification.CONFIDENTIAL,
                PageRequest.first(10)).items());
        assertEquals(List.of(), store.cases().partiesOfCase(tenant, aCase.caseId(), PageRequest.first(10)).items());
    }

    @Test
    void rejects_work_on_a_case_that_does_not_exist() {
        NewCase neverOpened = aCaseUnderReview(tenant);
        Party party = aCompany(tenant);
        Rejection notFound = new Rejection.NotFound("case", neverOpened.caseId().value());

        assertRejected(notFound, commit(transition(neverOpened.state(), CaseStatus.NOTICE_ISSUED)));
        assertRejected(notFound, commit(linking(aRespondentLink(party, neverOpened))));
        assertRejected(notFound, commit(creating(anOpenTask(neverOpened, Ids.anOfficer(), daysAfterStart(3)))));
        assertRejected(notFound, commit(adding(anOpenDeadline(neverOpened, daysAfterStart(3)))));
        assertRejected(notFound, commit(attaching(anEvidence(neverOpened))));
    }

    @Test
    void rejects_a_task_or_a_deadline_on_a_closed_case() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        givenMovedTo(aCase, CaseStatus.CLOSED);
        Rejection closed = new Rejection.CaseClosed(aCase.caseId().value());

        assertRejected(closed, commit(creating(anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3)))));
        assertRejected(closed, commit(adding(anOpenDeadline(aCase, daysAfterStart(3)))));
    }

    @Test
    void rejects_work_on_a_task_at_a_stale_version() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task seen = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        given(creating(seen));
        AtRevision<Task> seenAt = asRead(seen);
        given(reassigning(seen, Ids.anOfficer()));
        Rejection stale = new Rejection.StaleVersion("task", seen.taskId().value(), 1, 2);

        assertRejected(stale, commit(reassigning(seen, Ids.anOfficer())));
        assertRejected(stale, commit(completing(seen)));
        assertRejected(stale, commit(rescheduling(seen, daysAfterStart(5))));
        assertRejected(stale, commit(ChangeSets.of(CommandId.C12, tenant,
                TaskDecisions.refreshCaseTitle(seenAt, new Title("New case title"), Fixtures.INTAKE_OFFICER, LATER))));
    }

    /**
     * Two repairs that read the same stale snapshot: the one that lands first wins, and the other, which
     * would write back a title read earlier, is refused although neither stepped the version.
     */
    @Test
    void refuses_a_snapshot_repair_once_the_snapshot_moved_on_from_the_title_it_read() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task seen = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        Deadline seenDeadline = anOpenDeadline(aCase, daysAfterStart(4));
        given(creating(seen));
        given(adding(seenDeadline));
        AtRevision<Task> taskAt = asRead(seen);
        AtRevision<Deadline> deadlineAt = asRead(seenDeadline);
        given(ChangeSets.of(CommandId.C12, tenant, TaskDecisions.refreshCaseTitle(taskAt, new Title("Newer title"), Fixtures.INTAKE_OFFICER, LATER)
                .and(DeadlineDecisions.refreshCaseTitle(deadlineAt, new Title("Newer title"), Fixtures.INTAKE_OFFICER, LATER))));

        assertRejected(new Rejection.StaleVersion("task", seen.taskId().value(), 1, 1), commit(ChangeSets.of(CommandId.C12,
                tenant, TaskDecisions.refreshCaseTitle(taskAt, new Title("Older title"), Fixtures.INTAKE_OFFICER, LATER))));
        assertRejected(new Rejection.StaleVersion("deadline", seenDeadline.deadlineId().value(), 1, 1),
                commit(ChangeSets.of(CommandId.C12, tenant,
                        DeadlineDecisions.refreshCaseTitle(deadlineAt, new Title("Older title"), Fixtures.INTAKE_OFFICER, LATER))));
        assertEquals(new Title("Newer title"), store.cases().task(tenant, seen.handle()).get().caseTitle());
        assertEquals(new Title("Newer title"),
                store.cases().deadline(tenant, seenDeadline.handle()).get().caseTitle());
    }

    /**
     * A link made under another name than the party's profile is repaired on both edges, and a repair
     * that read a name since repaired is refused.
     */
    @Test
    void repairs_the_party_name_on_both_edges_only_where_it_still_shows_the_name_read() {
        NewCase first = givenOpened(aCaseUnderReview(tenant));
        NewCase second = givenOpened(aCaseUnderReview(tenant));
        Party party = aCompany(tenant);
        given(linking(aRespondentLink(party, first)));
        CaseParty renamed = new CaseParty(tenant, second.caseId(), party.partyId(), party.kind(),
                new Title("Another name"), aRespondentLink(party, second).role(),
                second.metadata().classification(), aRespondentLink(party, second).linkedAt());
        given(linking(renamed));
        AtRevision<CaseParty> renamedAt = asRead(renamed);

        given(ChangeSets.of(CommandId.C12, tenant, CaseDecisions.refreshPartyName(renamedAt, party.name(), LATER)));

        assertRejected(new Rejection.StaleVersion("case party link", party.partyId().value(),
                Rejection.StaleVersion.UNKNOWN, Rejection.StaleVersion.UNKNOWN), commit(ChangeSets.of(CommandId.C12, tenant,
                CaseDecisions.refreshPartyName(renamedAt, new Title("A third name"), LATER))));
        assertEquals(List.of(party.name()), store.cases().partiesOfCase(tenant, second.caseId(),
                PageRequest.first(10)).items().stream().map(CaseParty::partyName).toList());
        assertEquals(List.of(party.name(), party.name()), store.cases().casesOfParty(tenant, party.partyId(), Classification.CONFIDENTIAL,
                PageRequest.first(10)).items().stream().map(CaseParty::partyName).toList());
        assertEquals(party.name(), store.cases().partyProfile(tenant, party.partyId()).get().name());
    }

    /** A reschedule is decided on the task as read, so it meets the done task only at commit. */
    @Test
    void rejects_work_on_a_task_that_is_done_before_a_stale_version() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task open = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        given(creating(open));
        given(completing(open));
        Task done = store.cases().task(tenant, open.handle()).get();
        Rejection notOpen = new Rejection.TaskNotOpen(open.taskId().value(), "DONE");

        assertRejected(notOpen, commit(completing(done)));
        assertRejected(notOpen, commit(reassigning(done, Ids.anOfficer())));
        assertRejected(notOpen, commit(completing(open)));
        assertRejected(notOpen, commit(rescheduling(open, daysAfterStart(5))));
    }

    @Test
    void rejects_work_through_a_handle_that_no_longer_names_the_task() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task before = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        given(creating(before));
        given(rescheduling(before, daysAfterStart(6)));
        Rejection notFound = new Rejection.NotFound("task", before.taskId().value());

        assertRejected(notFound, commit(completing(before)));
        assertRejected(notFound, commit(reassigning(before, Ids.anOfficer())));
        assertRejected(notFound, commit(rescheduling(before, daysAfterStart(9))));
    }

    @Test
    void rejects_resolving_a_deadline_twice() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(14));
        given(adding(deadline));
        given(resolving(deadline, DeadlineStatus.MET));
        Deadline met = store.cases().deadline(tenant, deadline.handle()).get();

        assertRejected(new Rejection.DeadlineNotOpen(deadline.deadlineId().value(), "MET"),
                commit(resolving(met, DeadlineStatus.MISSED)));
    }

    @Test
    void rejects_resolving_a_deadline_at_a_version_it_is_not_at() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(14));
        given(adding(deadline));
        Decision fromTheFuture = DeadlineDecisions.resolve(anAct(tenant), deadline.handle(), 2, DeadlineStatus.MISSED);

        assertRejected(new Rejection.StaleVersion("deadline", deadline.deadlineId().value(), 2, 1),
                commit(ChangeSets.of(CommandId.C08, tenant, fromTheFuture)));
    }
}

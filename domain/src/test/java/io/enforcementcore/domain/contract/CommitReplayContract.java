package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishing;
import static io.enforcementcore.domain.fixtures.ChangeSets.refreshing;
import static io.enforcementcore.domain.fixtures.ChangeSets.renaming;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.fixtures.Rebuilt;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A change set sent again after it landed (its answer lost, its message redelivered) is answered as
 * committed and writes nothing, whatever other commits did since; a different change set with the same
 * intent is still refused. Specified in {@link io.enforcementcore.domain.port.ForStoringChanges}.
 */
public abstract class CommitReplayContract extends StorageContract {
    private final TenantId tenant = Ids.aTenant();

    @Test
    void a_transition_sent_again_after_it_landed_is_committed_once() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        ChangeSet moved = transition(stateOf(aCase), CaseStatus.NOTICE_ISSUED);
        Committed first = given(moved);

        assertEquals(Either.right(first), commit(moved));
        assertEquals(2, stateOf(aCase).version());
        assertEquals(2, facts(aCase));
    }

    @Test
    void a_transition_planned_again_with_the_same_content_is_the_same_commit() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        ChangeSet moved = transition(stateOf(aCase), CaseStatus.NOTICE_ISSUED);
        Committed first = given(moved);
        ChangeSet rebuilt = Rebuilt.copyOf(moved);
        assertNotSame(moved.changes().get(0), rebuilt.changes().get(0));

        assertEquals(Either.right(first), commit(rebuilt));
        assertEquals(2, stateOf(aCase).version());
        assertEquals(2, facts(aCase));
    }

    @Test
    void a_transition_sent_again_after_another_writer_changed_the_case_is_still_its_own_commit() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        ChangeSet moved = transition(stateOf(aCase), CaseStatus.NOTICE_ISSUED);
        given(moved);
        given(renaming(stateOf(aCase), new Title("Renamed after the lost answer")));

        assertTrue(commit(moved).isRight());
        CaseState now = stateOf(aCase);
        assertEquals(3, now.version());
        assertEquals(CaseStatus.NOTICE_ISSUED, now.status());
        assertEquals(3, facts(aCase));
    }

    @Test
    void another_transition_from_the_same_version_is_refused_as_stale() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        CaseState seen = stateOf(aCase);
        given(transition(seen, CaseStatus.NOTICE_ISSUED));

        assertRejected(new Rejection.StaleVersion("case", aCase.caseId().value(), 1, 2),
                commit(transition(seen, CaseStatus.NOTICE_ISSUED)));
        assertEquals(2, facts(aCase));
    }

    @Test
    void a_set_built_around_a_landed_fact_with_other_writes_is_not_that_commit() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        CaseState seen = stateOf(aCase);
        ChangeSet moved = transition(seen, CaseStatus.NOTICE_ISSUED);
        given(moved);
        List<Change> otherWrites = moved.changes().stream()
                .map(change -> change instanceof Change.SetCaseStatus to
                        ? new Change.SetCaseStatus(to.tenantId(), to.caseId(), CaseStatus.CLOSED, to.version(),
                                to.at()) : change)
                .toList();
        ChangeSet sameFact = new ChangeSet(moved.command(), moved.tenantId(), moved.authorship(),
                new Decision(moved.decision().preconditions(), otherWrites), moved.idempotency());
        assertNotEquals(moved.changes(), sameFact.changes());

        assertRejected(new Rejection.StaleVersion("case", aCase.caseId().value(), 1, 2), commit(sameFact));
        assertEquals(CaseStatus.NOTICE_ISSUED, stateOf(aCase).status());
        assertEquals(2, facts(aCase));
    }

    @Test
    void a_set_recording_a_fact_another_commit_landed_fails_and_writes_nothing() {
        assertReusingFailsAndWritesNothing(Change.AppendTimeline.class, Change.AppendOutbox.class);
    }

    @Test
    void a_set_announcing_an_event_another_commit_landed_fails_and_writes_nothing() {
        assertReusingFailsAndWritesNothing(Change.AppendOutbox.class);
    }

    /** A second transition that reuses the first one's changes of {@code reused} kinds (their event ids). */
    @SafeVarargs
    private void assertReusingFailsAndWritesNothing(Class<? extends Change>... reused) {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        ChangeSet moved = transition(stateOf(aCase), CaseStatus.NOTICE_ISSUED);
        given(moved);
        ChangeSet next = transition(stateOf(aCase), CaseStatus.RESPONSE_WAITING);
        List<Change> reusing = next.changes().stream()
                .map(change -> List.of(reused).contains(change.getClass())
                        ? moved.changes().stream().filter(change.getClass()::isInstance).findFirst().orElseThrow()
                        : change)
                .toList();
        assertNotEquals(next.changes(), reusing);
        ChangeSet reusingSet = new ChangeSet(next.command(), next.tenantId(), next.authorship(),
                new Decision(next.decision().preconditions(), reusing), next.idempotency());

        StoreUnavailable failure = assertThrows(StoreUnavailable.class, () -> commit(reusingSet));
        assertTrue(failure.retryable(), failure.getMessage());
        CaseState now = stateOf(aCase);
        assertEquals(CaseStatus.NOTICE_ISSUED, now.status());
        assertEquals(2, now.version());
        assertEquals(2, facts(aCase));
    }

    @Test
    void evidence_attached_again_by_the_same_change_set_is_committed_once() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        ChangeSet attached = attaching(anEvidence(aCase));
        given(attached);

        assertTrue(commit(attached).isRight());
        assertEquals(1, store.cases().evidenceOfCase(tenant, aCase.caseId(), PageRequest.first(10)).items().size());
        assertEquals(2, facts(aCase));
    }

    @Test
    void a_completion_sent_again_is_committed_once_and_a_case_opened_again_too() {
        NewCase aCase = aCaseUnderReview(tenant);
        ChangeSet opened = opening(aCase);
        given(opened);
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        given(creating(task));
        ChangeSet completed = completing(task);
        given(completed);

        assertTrue(commit(completed).isRight());
        assertTrue(commit(opened).isRight());
        assertEquals(3, facts(aCase));
        assertEquals(2, store.cases().task(tenant, task.handle()).get().version());
    }

    @Test
    void a_publication_sent_again_is_committed_once() {
        NewCase aCase = aCaseUnderReview(tenant);
        ChangeSet opened = opening(aCase);
        given(opened);
        OutboxEvent announced = opened.changes().stream().filter(Change.AppendOutbox.class::isInstance)
                .map(c -> ((Change.AppendOutbox) c).event()).findFirst().orElseThrow();
        ChangeSet published = publishing(announced);
        given(published);

        assertTrue(commit(published).isRight());
    }

    /**
     * A repair steps no version and leaves no fact, so once the snapshots went back to the title it read (the
     * case renamed and repaired, then renamed back and repaired again), only the revision it read tells that
     * the same repair sent again (its answer lost) is not to land again: it must not bring back the title META
     * left behind.
     */
    @Test
    void a_title_repair_sent_again_after_the_title_went_back_is_refused_and_the_snapshots_keep_the_title_on_meta() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(3));
        given(creating(task));
        given(adding(deadline));
        Title first = aCase.title();
        Title second = new Title("Renamed before the lost answer");
        given(renaming(stateOf(aCase), second));
        ChangeSet repair = refreshing(asRead(task), asRead(deadline), second);
        given(repair);
        given(renaming(stateOf(aCase), first));
        given(refreshing(asRead(taskNow(task)), asRead(deadlineNow(deadline)), first));

        assertRejected(new Rejection.StaleVersion("task", task.taskId().value(), 1, 1), commit(repair));
        assertEquals(first, store.cases().metadata(tenant, aCase.caseId()).get().title());
        assertEquals(first, taskNow(task).caseTitle());
        assertEquals(first, deadlineNow(deadline).caseTitle());
    }

    /**
     * As a title repair: a party-name repair sent again after another repair put back the name it read is
     * refused, and leaves the name that last write left.
     */
    @Test
    void a_party_name_repair_sent_again_after_the_edge_went_back_to_the_name_it_read_is_refused() {
        NewCase firstCase = givenOpened(aCaseUnderReview(tenant));
        NewCase secondCase = givenOpened(aCaseUnderReview(tenant));
        Party party = aCompany(tenant);
        given(linking(aRespondentLink(party, firstCase)));
        CaseParty link = aRespondentLink(party, secondCase);
        CaseParty linkedApart = new CaseParty(tenant, link.caseId(), link.partyId(), link.partyKind(),
                new Title("Linked under another name"), link.role(), link.classification(), link.linkedAt());
        given(linking(linkedApart));
        ChangeSet repair = ChangeSets.of(CommandId.C12, tenant, CaseDecisions.refreshPartyName(asRead(linkedApart),
                party.name(), daysAfterStart(1)));
        given(repair);
        CaseParty repaired = edgeNow(secondCase, party);
        given(ChangeSets.of(CommandId.C12, tenant, CaseDecisions.refreshPartyName(asRead(repaired),
                linkedApart.partyName(), daysAfterStart(2))));

        assertRejected(new Rejection.StaleVersion("case party link", party.partyId().value(),
                Rejection.StaleVersion.UNKNOWN, Rejection.StaleVersion.UNKNOWN), commit(repair));
        assertEquals(linkedApart.partyName(), edgeNow(secondCase, party).partyName());
    }

    private Task taskNow(Task task) {
        return store.cases().task(tenant, task.handle()).get();
    }

    private Deadline deadlineNow(Deadline deadline) {
        return store.cases().deadline(tenant, deadline.handle()).get();
    }

    private CaseParty edgeNow(NewCase aCase, Party party) {
        return store.cases().partiesOfCase(tenant, aCase.caseId(), PageRequest.first(10)).items().stream()
                .filter(edge -> edge.partyId().equals(party.partyId())).findFirst().orElseThrow();
    }

    private int facts(NewCase aCase) {
        return store.cases().timeline(tenant, aCase.caseId(), PageRequest.first(PageRequest.MAX_LIMIT)).items().size();
    }
}

package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.contract.Pages.assertPagedExactly;
import static io.enforcementcore.domain.contract.Pages.firstPage;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.factOf;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.recordingOnly;
import static io.enforcementcore.domain.fixtures.ChangeSets.refreshing;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduled;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduling;
import static io.enforcementcore.domain.fixtures.ChangeSets.resolving;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.aTimelineEvent;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static io.enforcementcore.domain.fixtures.Moments.minutesAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.enforcementcore.domain.port.ForReadingCases}: strongly consistent reads of a
 * case's own items and of a party's edges, in the orders of the key grammar, paged as {@link Pages}
 * states, and blind to other tenants. Tenant isolation is specified in
 * {@link CaseReadsIsolationContract}, which this class inherits.
 */
public abstract class ForReadingCasesContract extends CaseReadsIsolationContract {
    private final TenantId tenant = Ids.aTenant();
    private final UserId officer = Ids.anOfficer();

    @Test
    void reads_a_case_by_its_id_and_by_its_external_ref() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));

        assertEquals(Option.some(aCase.metadata()), store.cases().metadata(tenant, aCase.caseId()));
        assertEquals(Option.some(aCase.state()), store.cases().state(tenant, aCase.caseId()));
        assertEquals(Option.some(aCase.caseId()),
                store.cases().caseIdByExternalRef(tenant, aCase.metadata().externalRef()));
        assertEquals(Option.none(), store.cases().metadata(tenant, Ids.aCaseId()));
        assertEquals(Option.none(), store.cases().caseIdByExternalRef(tenant, Ids.anExternalRef()));
    }

    @Test
    void lists_the_timeline_newest_first_with_ties_broken_by_event_id_descending() {
        NewCase aCase = aCaseUnderReview(tenant);
        ChangeSet opening = opening(aCase);
        given(opening);
        TimelineEvent opened = factOf(opening);
        String base = Ids.unique("event");
        TimelineEvent first = fact(aCase, base + "-z", minutesAfterStart(10));
        TimelineEvent tieA = fact(aCase, base + "-a", minutesAfterStart(20));
        TimelineEvent tieB = fact(aCase, base + "-b", minutesAfterStart(20));
        TimelineEvent last = fact(aCase, base + "-m", minutesAfterStart(30));
        for (TimelineEvent event : List.of(tieA, last, first, tieB)) {
            given(recordingOnly(event));
        }

        assertPagedExactly(List.of(last, tieB, tieA, first, opened),
                page -> store.cases().timeline(tenant, aCase.caseId(), page));
    }

    @Test
    void lists_the_tasks_of_a_case_by_due_time_then_task_id_done_or_not() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        String base = Ids.unique("task");
        Task tieB = task(aCase, base + "-b", daysAfterStart(2));
        Task tieA = task(aCase, base + "-a", daysAfterStart(2));
        Task early = task(aCase, base + "-z", daysAfterStart(1));
        Task late = task(aCase, base + "-c", daysAfterStart(5));
        for (Task task : List.of(tieB, late, early, tieA)) {
            given(creating(task));
        }
        given(completing(early));
        Task earlyDone = store.cases().task(tenant, early.handle()).get();

        assertPagedExactly(List.of(earlyDone, tieA, tieB, late),
                page -> store.cases().tasksOfCase(tenant, aCase.caseId(), Option.none(), page));
        assertPagedExactly(List.of(earlyDone, tieA, tieB),
                page -> store.cases().tasksOfCase(tenant, aCase.caseId(), Option.some(daysAfterStart(2)), page));
        assertEquals(List.of(), firstPage(page -> store.cases().tasksOfCase(tenant, aCase.caseId(),
                Option.some(daysAfterStart(1).minusMillis(1)), page)));
    }

    @Test
    void lists_the_deadlines_of_a_case_by_due_time_then_deadline_id() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        String base = Ids.unique("deadline");
        Deadline tieB = deadline(aCase, base + "-b", daysAfterStart(7));
        Deadline tieA = deadline(aCase, base + "-a", daysAfterStart(7));
        Deadline early = deadline(aCase, base + "-z", daysAfterStart(3));
        for (Deadline deadline : List.of(tieB, early, tieA)) {
            given(adding(deadline));
        }

        assertPagedExactly(List.of(early, tieA, tieB),
                page -> store.cases().deadlinesOfCase(tenant, aCase.caseId(), page));
    }

    @Test
    void lists_the_parties_of_a_case_by_party_id_and_the_cases_of_a_party_by_case_id() {
        String caseBase = Ids.unique("case");
        NewCase second = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseBase + "-2")));
        NewCase first = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseBase + "-1")));
        String partyBase = Ids.unique("party");
        Party b = aCompany(tenant, new PartyId(partyBase + "-b"));
        Party a = aCompany(tenant, new PartyId(partyBase + "-a"));
        Party c = aCompany(tenant, new PartyId(partyBase + "-c"));
        for (Party party : List.of(b, c, a)) {
            given(linking(aRespondentLink(party, second)));
        }
        given(linking(aRespondentLink(a, first)));

        assertPagedExactly(List.of(link(a, second), link(b, second), link(c, second)),
                page -> store.cases().partiesOfCase(tenant, second.caseId(), page));
        assertPagedExactly(List.of(link(a, first), link(a, second)),
                page -> store.cases().casesOfParty(tenant, a.partyId(), Classification.CONFIDENTIAL, page));
    }

    @Test
    void lists_the_cases_of_a_party_only_within_the_readers_clearance_by_case_id_page_after_page() {
        String caseBase = Ids.unique("case");
        NewCase restrictedA = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseBase + "-a"))
                .classified(Classification.RESTRICTED));
        NewCase confidentialB = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseBase + "-b"))
                .classified(Classification.CONFIDENTIAL));
        NewCase publicC = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseBase + "-c"))
                .classified(Classification.PUBLIC));
        NewCase restrictedD = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseBase + "-d"))
                .classified(Classification.RESTRICTED));
        Party party = aCompany(tenant);
        for (NewCase aCase : List.of(restrictedD, publicC, confidentialB, restrictedA)) {
            given(linking(aRespondentLink(party, aCase)));
        }
        Function<Classification, Function<PageRequest, Page<CaseParty>>> casesSeenWith = clearance ->
                page -> store.cases().casesOfParty(tenant, party.partyId(), clearance, page);

        assertPagedExactly(List.of(link(party, restrictedA), link(party, confidentialB), link(party, publicC),
                link(party, restrictedD)), casesSeenWith.apply(Classification.CONFIDENTIAL));
        assertPagedExactly(List.of(link(party, restrictedA), link(party, publicC), link(party, restrictedD)),
                casesSeenWith.apply(Classification.RESTRICTED));
        assertPagedExactly(List.of(link(party, publicC)), casesSeenWith.apply(Classification.PUBLIC));
    }

    @Test
    void lists_the_evidence_of_a_case_by_evidence_id() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        String base = Ids.unique("evidence");
        Evidence b = anEvidence(aCase, new EvidenceId(base + "-b"));
        Evidence a = anEvidence(aCase, new EvidenceId(base + "-a"));
        Evidence c = anEvidence(aCase, new EvidenceId(base + "-c"));
        for (Evidence evidence : List.of(b, c, a)) {
            given(attaching(evidence));
        }

        assertPagedExactly(List.of(a, b, c), page -> store.cases().evidenceOfCase(tenant, aCase.caseId(), page));
    }

    @Test
    void shows_the_operational_view_with_open_work_only_and_at_most_so_many_of_each() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task doneFirst = task(aCase, Ids.unique("task"), daysAfterStart(1));
        Task second = task(aCase, Ids.unique("task"), daysAfterStart(2));
        Task third = task(aCase, Ids.unique("task"), daysAfterStart(3));
        Task fourth = task(aCase, Ids.unique("task"), daysAfterStart(4));
        Deadline metFirst = deadline(aCase, Ids.unique("deadline"), daysAfterStart(1));
        Deadline secondDeadline = deadline(aCase, Ids.unique("deadline"), daysAfterStart(8));
        Deadline thirdDeadline = deadline(aCase, Ids.unique("deadline"), daysAfterStart(9));
        String partyBase = Ids.unique("party");
        Party a = aCompany(tenant, new PartyId(partyBase + "-a"));
        Party b = aCompany(tenant, new PartyId(partyBase + "-b"));
        Party c = aCompany(tenant, new PartyId(partyBase + "-c"));
        for (Task task : List.of(fourth, doneFirst, third, second)) {
            given(creating(task));
        }
        for (Deadline deadline : List.of(thirdDeadline, metFirst, secondDeadline)) {
            given(adding(deadline));
        }
        for (Party party : List.of(c, a, b)) {
            given(linking(aRespondentLink(party, aCase)));
        }
        given(completing(doneFirst));
        given(resolving(metFirst, DeadlineStatus.MET));

        CaseView expected = new CaseView(aCase.metadata(), stateOf(aCase), List.of(second, third),
                List.of(secondDeadline, thirdDeadline), List.of(link(a, aCase), link(b, aCase)));
        assertEquals(Option.some(expected), store.cases().operationalView(tenant, aCase.caseId(), 2));
        assertEquals(Option.none(), store.cases().operationalView(tenant, Ids.aCaseId(), 2));
    }

    @Test
    void finds_a_task_by_its_handle_until_it_moves_to_another_due_time() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task before = task(aCase, Ids.unique("task"), daysAfterStart(3));
        given(creating(before));
        assertEquals(Option.some(before), store.cases().task(tenant, before.handle()));

        given(rescheduling(before, daysAfterStart(4)));

        Task after = rescheduled(before, daysAfterStart(4));
        assertEquals(Option.none(), store.cases().task(tenant, before.handle()));
        assertEquals(Option.some(after), store.cases().task(tenant, after.handle()));
        assertEquals(List.of(after), firstPage(page -> store.cases().tasksOfCase(tenant, aCase.caseId(),
                Option.none(), page)));
    }

    /**
     * What a repair reads: the same records as AP05 and AP06, each at a revision two reads agree on and that
     * every write moves on, a repair's too, though a repair steps no version.
     */
    @Test
    void reads_for_a_repair_tell_a_revision_that_every_write_moves_on() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(3));
        given(creating(task));
        given(adding(deadline));
        AtRevision<Task> taskRead = asRead(task);
        AtRevision<Deadline> deadlineRead = asRead(deadline);

        assertEquals(List.of(taskRead), firstPage(page -> store.cases().tasksOfCaseAsRead(tenant, aCase.caseId(), page)));
        assertEquals(List.of(deadlineRead), firstPage(page -> store.cases().deadlinesOfCaseAsRead(tenant,
                aCase.caseId(), page)));
        given(refreshing(taskRead, deadlineRead, new Title("Renamed")));
        AtRevision<Task> repairedTask = asRead(store.cases().task(tenant, task.handle()).get());

        assertEquals(task.version(), repairedTask.value().version());
        assertNotEquals(taskRead.revision(), repairedTask.revision());
        assertNotEquals(deadlineRead.revision(), asRead(store.cases().deadline(tenant, deadline.handle()).get())
                .revision());
        assertEquals(List.of(), firstPage(page -> store.cases().tasksOfCaseAsRead(Ids.aTenant(), aCase.caseId(),
                page)), "another tenant reads none");
    }

    @Test
    void finds_a_deadline_by_its_handle() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Deadline deadline = deadline(aCase, Ids.unique("deadline"), daysAfterStart(3));
        given(adding(deadline));

        assertEquals(Option.some(deadline), store.cases().deadline(tenant, deadline.handle()));
        assertEquals(Option.none(), store.cases().deadline(tenant, deadline(aCase, Ids.unique("deadline"),
                daysAfterStart(3)).handle()));
    }

    private Task task(NewCase aCase, String taskId, Instant dueAt) {
        return anOpenTask(aCase, new TaskId(taskId), officer, dueAt);
    }

    private static Deadline deadline(NewCase aCase, String deadlineId, Instant dueAt) {
        return anOpenDeadline(aCase, new DeadlineId(deadlineId), dueAt);
    }

    private static TimelineEvent fact(NewCase aCase, String eventId, Instant at) {
        return aTimelineEvent(aCase.tenantId(), aCase.caseId(), new EventId(eventId), at);
    }

    private static CaseParty link(Party party, NewCase aCase) {
        return aRespondentLink(party, aCase);
    }
}

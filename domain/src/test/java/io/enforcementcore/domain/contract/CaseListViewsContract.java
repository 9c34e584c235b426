package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.contract.Eventually.eventually;
import static io.enforcementcore.domain.contract.Pages.assertPagedExactly;
import static io.enforcementcore.domain.contract.Pages.firstPage;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.changingRisk;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aHighRiskCase;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static io.enforcementcore.domain.fixtures.Moments.minutesAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Part of {@link ForReadingTenantViewsContract}: the case lists AP12 (a status, newest opened first,
 * ties by case id descending) and AP13 (open cases scoring {@value RiskScore#HIGH_THRESHOLD} or more,
 * highest score first, ties by case id descending), each within the reader's clearance, as are AP03's queue
 * of an assignee's open tasks and AP04's list of due deadlines; and tenant isolation of every view.
 */
public abstract class CaseListViewsContract extends StorageContract {
    /** The clearance that sees every case, for the tests that are not about clearance. */
    private static final Classification SEES_ALL = Classification.CONFIDENTIAL;
    private final TenantId tenant = Ids.aTenant();

    @Test
    void lists_in_a_status_only_the_cases_within_the_clearance_in_the_views_order_page_after_page() {
        String base = Ids.unique("case");
        NewCase publicOld = opened(base + "-a", 10, Classification.PUBLIC, 10);
        NewCase restrictedOld = opened(base + "-b", 20, Classification.RESTRICTED, 10);
        NewCase confidential = opened(base + "-c", 30, Classification.CONFIDENTIAL, 10);
        NewCase publicNew = opened(base + "-d", 40, Classification.PUBLIC, 10);
        NewCase restrictedNew = opened(base + "-e", 50, Classification.RESTRICTED, 10);
        Function<Classification, Function<PageRequest, Page<CaseSummary>>> underReview = clearance ->
                page -> store.views().casesInStatus(tenant, CaseStatus.UNDER_REVIEW, clearance, page);

        eventually(() -> assertPagedExactly(summaries(restrictedNew, publicNew, confidential, restrictedOld, publicOld),
                underReview.apply(Classification.CONFIDENTIAL)));
        assertPagedExactly(summaries(restrictedNew, publicNew, restrictedOld, publicOld),
                underReview.apply(Classification.RESTRICTED));
        assertPagedExactly(summaries(publicNew, publicOld), underReview.apply(Classification.PUBLIC));
    }

    @Test
    void lists_as_high_risk_only_the_cases_within_the_clearance_highest_score_first_page_after_page() {
        String base = Ids.unique("case");
        NewCase publicCase = opened(base + "-a", 10, Classification.PUBLIC, 85);
        NewCase restrictedHigh = opened(base + "-b", 20, Classification.RESTRICTED, 90);
        NewCase confidential = opened(base + "-c", 30, Classification.CONFIDENTIAL, 95);
        NewCase restrictedLow = opened(base + "-d", 40, Classification.RESTRICTED, 81);
        Function<Classification, Function<PageRequest, Page<CaseSummary>>> highRisk = clearance ->
                page -> store.views().highRiskOpenCases(tenant, clearance, page);

        eventually(() -> assertPagedExactly(summaries(confidential, restrictedHigh, publicCase, restrictedLow),
                highRisk.apply(Classification.CONFIDENTIAL)));
        assertPagedExactly(summaries(restrictedHigh, publicCase, restrictedLow), highRisk.apply(Classification.RESTRICTED));
        assertPagedExactly(summaries(publicCase), highRisk.apply(Classification.PUBLIC));
    }

    @Test
    void lists_as_due_only_the_deadlines_of_cases_within_the_clearance_soonest_first_page_after_page() {
        String base = Ids.unique("case");
        NewCase publicCase = opened(base + "-a", 10, Classification.PUBLIC, 10);
        NewCase restricted = opened(base + "-b", 20, Classification.RESTRICTED, 10);
        NewCase confidential = opened(base + "-c", 30, Classification.CONFIDENTIAL, 10);
        Deadline publicFirst = givenDeadline(publicCase, daysAfterStart(1));
        Deadline confidentialSecond = givenDeadline(confidential, daysAfterStart(2));
        Deadline restrictedThird = givenDeadline(restricted, daysAfterStart(3));
        Deadline publicFourth = givenDeadline(publicCase, daysAfterStart(4));
        Deadline confidentialFifth = givenDeadline(confidential, daysAfterStart(5));
        givenDeadline(restricted, daysAfterStart(9));
        Function<Classification, Function<PageRequest, Page<Deadline>>> dueBy6 = clearance ->
                page -> store.views().openDeadlinesDueBy(tenant, daysAfterStart(6), clearance, page);

        eventually(() -> assertPagedExactly(List.of(publicFirst, confidentialSecond, restrictedThird, publicFourth,
                confidentialFifth), dueBy6.apply(Classification.CONFIDENTIAL)));
        assertPagedExactly(List.of(publicFirst, restrictedThird, publicFourth), dueBy6.apply(Classification.RESTRICTED));
        assertPagedExactly(List.of(publicFirst, publicFourth), dueBy6.apply(Classification.PUBLIC));
    }

    @Test
    void lists_as_an_assignees_open_tasks_only_those_of_cases_within_the_clearance_in_and_out_of_a_window() {
        String base = Ids.unique("case");
        NewCase publicCase = opened(base + "-a", 10, Classification.PUBLIC, 10);
        NewCase restricted = opened(base + "-b", 20, Classification.RESTRICTED, 10);
        NewCase confidential = opened(base + "-c", 30, Classification.CONFIDENTIAL, 10);
        UserId assignee = Ids.anOfficer();
        Task publicFirst = givenTask(publicCase, assignee, daysAfterStart(1));
        Task confidentialSecond = givenTask(confidential, assignee, daysAfterStart(2));
        Task restrictedThird = givenTask(restricted, assignee, daysAfterStart(3));
        Task publicFourth = givenTask(publicCase, assignee, daysAfterStart(4));
        Task confidentialFifth = givenTask(confidential, assignee, daysAfterStart(5));
        DueWindow secondToFourth = new DueWindow(Option.some(daysAfterStart(2)),
                Option.some(daysAfterStart(4)));
        DueWindow fromThird = new DueWindow(Option.some(daysAfterStart(3)),
                Option.none());
        DueWindow upToSecond = new DueWindow(Option.none(),
                Option.some(daysAfterStart(2)));
        BiFunction<DueWindow, Classification, Function<PageRequest, Page<Task>>> queue =
                (window, clearance) -> page -> store.views().openTasksOfAssignee(tenant, assignee, window, clearance,
                        page);

        eventually(() -> assertPagedExactly(List.of(publicFirst, confidentialSecond, restrictedThird, publicFourth,
                confidentialFifth), queue.apply(DueWindow.any(), Classification.CONFIDENTIAL)));
        assertPagedExactly(List.of(publicFirst, restrictedThird, publicFourth),
                queue.apply(DueWindow.any(), Classification.RESTRICTED));
        assertPagedExactly(List.of(publicFirst, publicFourth), queue.apply(DueWindow.any(), Classification.PUBLIC));
        assertPagedExactly(List.of(confidentialSecond, restrictedThird, publicFourth),
                queue.apply(secondToFourth, Classification.CONFIDENTIAL));
        assertPagedExactly(List.of(restrictedThird, publicFourth), queue.apply(fromThird, Classification.RESTRICTED));
        assertPagedExactly(List.of(publicFirst), queue.apply(upToSecond, Classification.RESTRICTED));
    }

    @Test
    void lists_the_cases_in_a_status_newest_opened_first_with_ties_by_case_id_descending() {
        String base = Ids.unique("case");
        NewCase oldest = opened(base + "-z", 10);
        NewCase tieA = opened(base + "-a", 20);
        NewCase tieB = opened(base + "-b", 20);
        NewCase newest = opened(base + "-m", 30);
        NewCase movedOn = opened(base + "-n", 25);
        given(transition(stateOf(movedOn), CaseStatus.NOTICE_ISSUED));

        eventually(() -> assertPagedExactly(summaries(newest, tieB, tieA, oldest),
                page -> store.views().casesInStatus(tenant, CaseStatus.UNDER_REVIEW, SEES_ALL, page)));
        eventually(() -> assertEquals(summaries(movedOn),
                firstPage(page -> store.views().casesInStatus(tenant, CaseStatus.NOTICE_ISSUED, SEES_ALL, page))));
    }

    @Test
    void moves_a_closed_case_to_the_closed_list_and_out_of_the_high_risk_view() {
        NewCase aCase = givenOpened(aHighRiskCase(tenant));
        eventually(() -> assertEquals(summaries(aCase), firstPage(page -> store.views().highRiskOpenCases(tenant,
                SEES_ALL, page))));

        givenMovedTo(aCase, CaseStatus.CLOSED);

        eventually(() -> assertEquals(summaries(aCase),
                firstPage(page -> store.views().casesInStatus(tenant, CaseStatus.CLOSED, SEES_ALL, page))));
        eventually(() -> assertEquals(List.of(),
                firstPage(page -> store.views().casesInStatus(tenant, CaseStatus.DECISION_PENDING, SEES_ALL, page))));
        eventually(() -> assertEquals(List.of(), firstPage(page -> store.views().highRiskOpenCases(tenant, SEES_ALL, page))));
    }

    @Test
    void lists_high_risk_open_cases_highest_score_first_with_ties_by_case_id_descending() {
        String base = Ids.unique("case");
        NewCase atThreshold = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(base + "-z")).withRisk(80));
        NewCase justBelow = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(base + "-y")).withRisk(79));
        NewCase tieA = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(base + "-a")).withRisk(90));
        NewCase tieB = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(base + "-b")).withRisk(90));
        NewCase highest = givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(base + "-m")).withRisk(100));

        eventually(() -> assertPagedExactly(summaries(highest, tieB, tieA, atThreshold),
                page -> store.views().highRiskOpenCases(tenant, SEES_ALL, page)));
    }

    @Test
    void follows_the_risk_score_into_and_out_of_the_high_risk_view() {
        NewCase rising = givenOpened(aCaseUnderReview(tenant).withRisk(79));
        NewCase falling = givenOpened(aCaseUnderReview(tenant).withRisk(80));
        eventually(() -> assertEquals(summaries(falling),
                firstPage(page -> store.views().highRiskOpenCases(tenant, SEES_ALL, page))));

        given(changingRisk(stateOf(rising), 80));
        given(changingRisk(stateOf(falling), 79));

        eventually(() -> assertEquals(summaries(rising),
                firstPage(page -> store.views().highRiskOpenCases(tenant, SEES_ALL, page))));
    }

    @Test
    void shows_another_tenant_nothing_of_any_view() {
        NewCase aCase = givenOpened(aHighRiskCase(tenant));
        UserId assignee = Ids.anOfficer();
        Task task = anOpenTask(aCase, assignee, daysAfterStart(1));
        given(creating(task));
        given(adding(anOpenDeadline(aCase, daysAfterStart(1))));
        List<Function<TenantId, List<?>>> views = List.of(
                t -> firstPage(page -> store.views().openTasksOfAssignee(t, assignee, DueWindow.any(), SEES_ALL, page)),
                t -> firstPage(page -> store.views().openDeadlinesDueBy(t, daysAfterStart(2), SEES_ALL, page)),
                t -> firstPage(page -> store.views().casesInStatus(t, CaseStatus.UNDER_REVIEW, SEES_ALL, page)),
                t -> firstPage(page -> store.views().highRiskOpenCases(t, SEES_ALL, page)));
        TenantId intruder = Ids.aTenant();

        for (Function<TenantId, List<?>> view : views) {
            eventually(() -> assertEquals(1, view.apply(tenant).size()));
            assertEquals(List.of(), view.apply(intruder));
        }
    }

    private Task givenTask(NewCase aCase, UserId assignee, Instant dueAt) {
        Task task = anOpenTask(aCase, assignee, dueAt);
        given(creating(task));
        return task;
    }

    private Deadline givenDeadline(NewCase aCase, Instant dueAt) {
        Deadline deadline = anOpenDeadline(aCase, dueAt);
        given(adding(deadline));
        return deadline;
    }

    private static PageRequest first() {
        return PageRequest.first(10);
    }

    private NewCase opened(String caseId, int minutesAfterStart, Classification classification, int risk) {
        return givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseId))
                .openedAt(minutesAfterStart(minutesAfterStart)).withRisk(risk).classified(classification));
    }

    private NewCase opened(String caseId, int minutesAfterStart) {
        return givenOpened(aCaseUnderReview(tenant).withCaseId(new CaseId(caseId))
                .openedAt(minutesAfterStart(minutesAfterStart)));
    }

    private List<CaseSummary> summaries(NewCase... cases) {
        return Arrays.stream(cases).map(aCase -> CaseSummary.of(stateOf(aCase))).toList();
    }
}

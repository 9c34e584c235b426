package io.enforcementcore.adapters.inmemory.linearizability;

import static io.enforcementcore.adapters.inmemory.linearizability.LincheckRuns.racing;
import static io.enforcementcore.adapters.inmemory.linearizability.LincheckRuns.thread;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.minutesAfterStart;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import java.util.Map;
import java.util.stream.Collectors;
import org.jetbrains.lincheck.datastructures.Operation;
import org.junit.jupiter.api.Test;

/**
 * Commits on two cases and reads of each are linearizable together. Linking a party to a case (C03)
 * writes both edges, the case's and the party's, in one commit: a reader of the party's cases (AP08)
 * and of the case's parties (AP09) never sees one edge without the other, whichever partitions hold them.
 */
public class CrossCaseLinearizabilityTest {
    private static final Title NEVER_RENAMED = new Title("never renamed");

    private final StoragePorts store = InMemoryStorage.create();
    private final TenantId tenant = Ids.aTenant();
    private final NewCase caseA = aCaseUnderReview(tenant);
    private final NewCase caseB = aCaseUnderReview(tenant);
    private final Party company = aCompany(tenant);
    private final UserId alice = Ids.anOfficer();
    private final Task taskOnA = anOpenTask(caseA, alice, minutesAfterStart(10));
    private final Task taskOnB = anOpenTask(caseB, alice, minutesAfterStart(20));
    private final Answers answers = new Answers(Map.of(caseA.caseId(), "A", caseB.caseId(), "B",
            company.partyId(), "company", taskOnA.taskId(), "tA", taskOnB.taskId(), "tB", alice, "alice"));

    public CrossCaseLinearizabilityTest() {
        store.changes().commit(opening(caseA)).get();
        store.changes().commit(opening(caseB)).get();
    }

    @Operation
    public String issueNoticeOnA() {
        return Answers.outcome(store.changes().commit(transition(caseA.state(), CaseStatus.NOTICE_ISSUED)));
    }

    @Operation
    public String issueNoticeOnB() {
        return Answers.outcome(store.changes().commit(transition(caseB.state(), CaseStatus.NOTICE_ISSUED)));
    }

    @Operation
    public String createTaskOnA() {
        return Answers.outcome(store.changes().commit(creating(taskOnA)));
    }

    @Operation
    public String createTaskOnB() {
        return Answers.outcome(store.changes().commit(creating(taskOnB)));
    }

    @Operation
    public String linkCompanyToA() {
        return Answers.outcome(store.changes().commit(linking(aRespondentLink(company, caseA))));
    }

    @Operation
    public String linkCompanyToB() {
        return Answers.outcome(store.changes().commit(linking(aRespondentLink(company, caseB))));
    }

    /** AP09 of case A. */
    @Operation
    public String caseA() {
        return answers.caseView(store.cases().operationalView(tenant, caseA.caseId(), 10), NEVER_RENAMED);
    }

    /** AP09 of case B. */
    @Operation
    public String caseB() {
        return answers.caseView(store.cases().operationalView(tenant, caseB.caseId(), 10), NEVER_RENAMED);
    }

    /** AP08: the cases the company is linked to, read from the party's side. */
    @Operation
    public String casesOfCompany() {
        return store.cases().casesOfParty(tenant, company.partyId(), Classification.CONFIDENTIAL, PageRequest.first(10)).items().stream()
                .map(link -> answers.label(link.caseId())).collect(Collectors.joining(", ", "[", "]"));
    }

    @Test
    void commits_and_reads_across_two_cases_are_linearizable() {
        LincheckRuns.modelChecking()
                .addCustomScenario(racing(getClass(), thread("linkCompanyToA", "linkCompanyToB"),
                        thread("casesOfCompany", "caseB")))
                .addCustomScenario(racing(getClass(), thread("issueNoticeOnA", "createTaskOnB"),
                        thread("caseB", "caseA")))
                .check(getClass());
    }
}

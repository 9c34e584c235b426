package io.enforcementcore.adapters.inmemory.linearizability;

import static io.enforcementcore.adapters.inmemory.linearizability.LincheckRuns.racing;
import static io.enforcementcore.adapters.inmemory.linearizability.LincheckRuns.thread;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.renaming;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.minutesAfterStart;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import io.vavr.control.Option;
import java.util.Map;
import org.jetbrains.lincheck.datastructures.Operation;
import org.junit.jupiter.api.Test;

/**
 * One case under concurrent commits and reads is linearizable: every concurrent run's answers are those
 * of some sequential run of the same operations on the store. So of two commits racing from the same
 * version exactly one wins, and no read of the case (its operational view, its tasks) sees half a commit.
 * Lincheck's sequential specification is this class run on one thread: the store itself.
 */
public class CaseLinearizabilityTest {
    private static final Title RENAMED = new Title("Renamed after review");

    private final StoragePorts store = InMemoryStorage.create();
    private final TenantId tenant = Ids.aTenant();
    private final NewCase aCase = aCaseUnderReview(tenant);
    private final UserId alice = Ids.anOfficer();
    private final Task first = anOpenTask(aCase, alice, minutesAfterStart(10));
    private final Task second = anOpenTask(aCase, alice, minutesAfterStart(20));
    private final Answers answers = new Answers(Map.of(first.taskId(), "t1", second.taskId(), "t2", alice, "alice"));

    public CaseLinearizabilityTest() {
        store.changes().commit(opening(aCase)).get();
        store.changes().commit(creating(first)).get();
    }

    /** C02 from the version the case was opened at. */
    @Operation
    public String issueNotice() {
        return Answers.outcome(store.changes().commit(transition(aCase.state(), CaseStatus.NOTICE_ISSUED)));
    }

    /** C12 from the version the case was opened at: it races with the transition for that version. */
    @Operation
    public String rename() {
        return Answers.outcome(store.changes().commit(renaming(aCase.state(), RENAMED)));
    }

    @Operation
    public String createSecondTask() {
        return Answers.outcome(store.changes().commit(creating(second)));
    }

    @Operation
    public String completeFirstTask() {
        return Answers.outcome(store.changes().commit(completing(first)));
    }

    /** AP09: META, STATE with its counts, the open tasks, in one read. */
    @Operation
    public String caseView() {
        return answers.caseView(store.cases().operationalView(tenant, aCase.caseId(), 10), RENAMED);
    }

    /** AP06. */
    @Operation
    public String tasksOfCase() {
        return answers.tasks(store.cases().tasksOfCase(tenant, aCase.caseId(), Option.none(), PageRequest.first(10))
                .items());
    }

    @Test
    void commits_and_reads_on_one_case_are_linearizable() {
        LincheckRuns.modelChecking()
                .addCustomScenario(racing(getClass(), thread("issueNotice", "caseView"), thread("rename", "caseView")))
                .addCustomScenario(racing(getClass(), thread("createSecondTask", "completeFirstTask"),
                        thread("caseView", "tasksOfCase")))
                .check(getClass());
    }
}

package io.enforcementcore.adapters.inmemory.linearizability;

import static io.enforcementcore.adapters.inmemory.linearizability.LincheckRuns.racing;
import static io.enforcementcore.adapters.inmemory.linearizability.LincheckRuns.thread;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.reassigning;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.minutesAfterStart;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import java.util.Map;
import org.jetbrains.lincheck.datastructures.Operation;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;

/**
 * An assignee's open-task queue (AP03), a view across cases, is linearizable with the commits that move
 * tasks between queues: a reassigned task is in exactly one of the two queues at every point a reader
 * can observe, never in neither nor in both, and a completed one leaves its queue in the same step.
 * The two tasks sit on two cases, so the queues are read across case partitions.
 *
 * <p>The operations Lincheck runs, on the store {@link #storage()} gives: {@link AssigneeQueueLinearizabilityTest}
 * checks the in-memory store with them, {@link LinearizabilityCanFailTest} stores broken on purpose.
 */
public class AssigneeQueues {
    private final StoragePorts store = storage();
    private final TenantId tenant = Ids.aTenant();
    private final NewCase caseA = aCaseUnderReview(tenant);
    private final NewCase caseB = aCaseUnderReview(tenant);
    private final UserId alice = Ids.anOfficer();
    private final UserId bob = Ids.anOfficer();
    private final Task first = anOpenTask(caseA, alice, minutesAfterStart(10));
    private final Task second = anOpenTask(caseB, bob, minutesAfterStart(20));
    private final Answers answers = new Answers(Map.of(first.taskId(), "t1", second.taskId(), "t2",
            alice, "alice", bob, "bob"));

    public AssigneeQueues() {
        store.changes().commit(opening(caseA)).get();
        store.changes().commit(opening(caseB)).get();
        store.changes().commit(creating(first)).get();
        store.changes().commit(creating(second)).get();
    }

    /** The store under check; a subclass may decorate it to show that a broken one is caught. */
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }

    /** C05 from the version t1 was created at: it leaves alice's queue for bob's. */
    @Operation
    public String reassignFirstToBob() {
        return Answers.outcome(store.changes().commit(reassigning(first, bob)));
    }

    /** C05 from the version t2 was created at: it leaves bob's queue for alice's. */
    @Operation
    public String reassignSecondToAlice() {
        return Answers.outcome(store.changes().commit(reassigning(second, alice)));
    }

    /** C06 from the version t1 was created at: it races with t1's reassignment for that version. */
    @Operation
    public String completeFirst() {
        return Answers.outcome(store.changes().commit(completing(first)));
    }

    @Operation
    public String queueOfAlice() {
        return queueOf(alice);
    }

    @Operation
    public String queueOfBob() {
        return queueOf(bob);
    }

    private String queueOf(UserId assignee) {
        return answers.tasks(store.views().openTasksOfAssignee(tenant, assignee, DueWindow.any(),
                Classification.CONFIDENTIAL, PageRequest.first(10)).items());
    }

    /** Both tasks change hands while another thread reads alice's queue, then bob's. */
    static ExecutionScenario queuesReadWhileTasksSwapAssignees(Class<? extends AssigneeQueues> test) {
        return racing(test, thread("reassignFirstToBob", "reassignSecondToAlice"), thread("queueOfAlice", "queueOfBob"));
    }

    /** t1's reassignment races with its completion, both from the version t1 was created at. */
    static ExecutionScenario reassignmentRacingCompletion(Class<? extends AssigneeQueues> test) {
        return racing(test, thread("reassignFirstToBob", "queueOfBob"), thread("completeFirst", "queueOfAlice"));
    }
}

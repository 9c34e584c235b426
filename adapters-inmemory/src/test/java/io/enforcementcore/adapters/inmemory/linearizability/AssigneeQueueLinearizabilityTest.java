package io.enforcementcore.adapters.inmemory.linearizability;

import org.junit.jupiter.api.Test;

/** The in-memory store's assignee queues under the operations of {@link AssigneeQueues}. */
public class AssigneeQueueLinearizabilityTest extends AssigneeQueues {

    @Test
    void an_assignees_queue_is_linearizable_with_reassignments_and_completions() {
        LincheckRuns.modelChecking()
                .addCustomScenario(queuesReadWhileTasksSwapAssignees(getClass()))
                .addCustomScenario(reassignmentRacingCompletion(getClass()))
                .check(getClass());
    }
}

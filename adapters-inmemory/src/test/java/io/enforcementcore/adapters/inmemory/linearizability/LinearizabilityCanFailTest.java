package io.enforcementcore.adapters.inmemory.linearizability;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.port.StoragePorts;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.junit.jupiter.api.Test;

/**
 * The Lincheck harness of the assignee queues finds a store broken on purpose non-linearizable: a
 * reassignment in two commits lets a reader find the task in neither queue, which no sequential run
 * shows. Only the scenario that moves both tasks while another thread
 * reads both queues is run; the test of the real store runs it on every build.
 */
class LinearizabilityCanFailTest {
    /** Lincheck stops at the first non-linearizable interleaving; this bounds a search that finds none. */
    private static final int SEARCH = 300;

    @Test
    void finds_a_reassignment_committed_in_two_steps_non_linearizable() {
        assertFoundNonLinearizable(ReassigningInTwoCommits.class);
    }

    private static void assertFoundNonLinearizable(Class<? extends AssigneeQueues> broken) {
        LincheckAssertionError found = assertThrows(LincheckAssertionError.class, () -> LincheckRuns.modelChecking()
                .iterations(0)
                .invocationsPerIteration(SEARCH)
                .addCustomScenario(AssigneeQueues.queuesReadWhileTasksSwapAssignees(broken))
                .check(broken));
        assertTrue(found.getMessage().contains("Invalid execution results"), found::getMessage);
    }

    /** The assignee queues on a store whose reassignment lands in two commits. */
    public static class ReassigningInTwoCommits extends AssigneeQueues {
        @Override
        protected StoragePorts storage() {
            return BrokenStores.reassigningInTwoCommits();
        }
    }
}

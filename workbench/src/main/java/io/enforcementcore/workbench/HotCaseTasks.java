package io.enforcementcore.workbench;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.TaskHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The hot case's open tasks as its officers know them, shared by all of them: each picks one at random, so
 * two may work one task at once, and each tells the others what it learnt (a task's new version, a task
 * done), as a team's shared list would. A version learnt from a refusal is kept only if it is newer.
 */
final class HotCaseTasks {
    /** A task and the version its officers last saw. */
    record Known(TaskHandle handle, long version) {
    }

    private final CaseId caseId;
    private final List<Known> open = new ArrayList<>();

    HotCaseTasks(CaseId caseId) {
        this.caseId = caseId;
    }

    CaseId caseId() {
        return caseId;
    }

    synchronized void add(TaskHandle handle, long version) {
        open.add(new Known(handle, version));
    }

    /** A task drawn at random, or null when none is open. */
    synchronized Known any(Random random) {
        return open.isEmpty() ? null : open.get(random.nextInt(open.size()));
    }

    synchronized void saw(TaskHandle handle, long version) {
        for (int i = 0; i < open.size(); i++) {
            if (open.get(i).handle().equals(handle) && open.get(i).version() < version) {
                open.set(i, new Known(handle, version));
            }
        }
    }

    synchronized void done(TaskHandle handle) {
        open.removeIf(known -> known.handle().equals(handle));
    }
}

package io.enforcementcore.acceptance.support;

import io.enforcementcore.domain.model.Task;
import java.util.HashMap;
import java.util.Map;

/**
 * What a person saw when they last looked at a case or a task, so that a scenario can have them act on
 * it later, after someone else changed it in the meantime.
 */
public final class EarlierLooks {
    private final Map<String, Long> caseVersions = new HashMap<>();
    private final Map<String, Task> tasks = new HashMap<>();

    public void sawCase(String person, String caseId, long version) {
        caseVersions.put(person + '\u0000' + caseId, version);
    }

    public long caseVersionSeenBy(String person, String caseId) {
        Long version = caseVersions.get(person + '\u0000' + caseId);
        if (version == null) {
            throw new IllegalStateException(person + " never looked at case " + caseId + " in this scenario");
        }
        return version;
    }

    public void sawTask(String person, String title, Task task) {
        tasks.put(person + '\u0000' + title, task);
    }

    public Task taskSeenBy(String person, String title) {
        Task task = tasks.get(person + '\u0000' + title);
        if (task == null) {
            throw new IllegalStateException(person + " never looked at the task '" + title + "' in this scenario");
        }
        return task;
    }
}

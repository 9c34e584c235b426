package io.enforcementcore.domain.model;

import java.util.List;

/** The case operational view (AP09): one bounded read of the case's own records. */
public record CaseView(CaseMetadata metadata, CaseState state, List<Task> openTasks, List<Deadline> openDeadlines,
                       List<CaseParty> parties) {
    public CaseView {
        openTasks = List.copyOf(openTasks);
        openDeadlines = List.copyOf(openDeadlines);
        parties = List.copyOf(parties);
    }
}
